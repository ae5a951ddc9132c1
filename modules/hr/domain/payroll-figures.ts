import Decimal from 'decimal.js';

// The payroll estimate (stima del cedolino), one pure module shared by the server (recalculate, generate)
// and the SPA (the figures panel). A small firm does not compute payslips itself: its labour consultant
// (consulente del lavoro) sends them. These figures are an ESTIMATE for planning and for checking the
// consultant's payslip; the accountant records the real ones (POST /admin/labour/salary/{id},
// …/tfr_monthly_salary/{id}) and those win over the estimate.
//
// Money is decimal (decimal.js, never float); every line is rounded to the cent, half-up, where it is
// computed (the way a payslip prints it), and later lines use the rounded earlier lines.
//
// Deliberately NOT modelled (the consultant's payslip has them): regional and municipal IRPEF surcharges
// (addizionali), the 2025+ "cuneo fiscale" indemnity/extra deduction, family deductions, the extra 1% INPS
// above the pensionable ceiling, INAIL premium as a separate line, the 13th/14th accrued by months of service
// (an extra instalment falling in a month is paid whole; only the month's own instalment is pro-rated).

/** The rates of one year in force, kept together and dated (sources in the comments). */
export type PayrollRates = {
  /** First day the rates apply. */
  from: string;
  /** Employee's INPS share (FPLD 9.19% for most private employees: INPS circular on 2025-2026 rates). */
  inpsEmployee: string;
  /** Employer's contributions, an approximation (~30%: INPS ~29-30% for a firm under 15 people, INAIL included). */
  employerContributions: string;
  /** IRPEF brackets on the annual taxable income: up to `upTo` taxed at `rate` (art. 11 TUIR). */
  irpefBrackets: readonly { upTo: string | null; rate: string }[];
  /** TFR: the year's pay divided by 13.5 (art. 2120 c.c.), less 0.50% of the pay to the INPS fund (L. 297/1982). */
  tfrDivisor: string;
  tfrInpsFund: string;
  /** Overtime premium over the ordinary hourly pay (CCNL Commercio: +15% first hours, +20% and +30% after; 25% assumed). */
  overtimePremium: string;
  /** Hours of a full-time month, the hourly divisor (CCNL Commercio: 168). Scaled by weekly hours / 40. */
  monthlyHoursDivisor: string;
};

const RATES_2025: PayrollRates = {
  from: '2025-01-01',
  inpsEmployee: '0.0919',
  employerContributions: '0.30',
  // Legge 207/2024 (bilancio 2025): three brackets 23 / 35 / 43.
  irpefBrackets: [
    { upTo: '28000', rate: '0.23' },
    { upTo: '50000', rate: '0.35' },
    { upTo: null, rate: '0.43' },
  ],
  tfrDivisor: '13.5',
  tfrInpsFund: '0.005',
  overtimePremium: '0.25',
  monthlyHoursDivisor: '168',
};

// A later year names only what changed; the rest stays in force.
export const PAYROLL_RATES: readonly PayrollRates[] = [
  RATES_2025,
  {
    ...RATES_2025,
    from: '2026-01-01',
    // Legge di bilancio 2026: the second bracket down from 35% to 33%.
    irpefBrackets: [
      { upTo: '28000', rate: '0.23' },
      { upTo: '50000', rate: '0.33' },
      { upTo: null, rate: '0.43' },
    ],
  },
];

/** The rates in force in a year (the newest table that started on or before it; the oldest before any). */
export const ratesFor = (year: number): PayrollRates =>
  [...PAYROLL_RATES].reverse().find((rates) => Number(rates.from.slice(0, 4)) <= year) ?? PAYROLL_RATES[0];

type Num = Decimal.Value;
const D = (value: Num | null | undefined) => new Decimal(value ?? 0);
/** To the cent, half-up: the rounding point of every line. */
export const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Gross IRPEF on an annual taxable income, bracket by bracket (unrounded). */
export const irpefGross = (taxable: Num, rates: PayrollRates): Decimal => {
  let tax = new Decimal(0);
  let lower = new Decimal(0);
  const income = Decimal.max(0, D(taxable));
  for (const bracket of rates.irpefBrackets) {
    const upper = bracket.upTo === null ? income : Decimal.min(income, bracket.upTo);
    if (upper.gt(lower)) tax = tax.plus(upper.minus(lower).times(bracket.rate));
    if (bracket.upTo === null || income.lte(bracket.upTo)) break;
    lower = new Decimal(bracket.upTo);
  }
  return tax;
};

/**
 * The employee deduction for a full year (detrazione per lavoro dipendente, art. 13 c.1 TUIR as amended by
 * D.Lgs. 216/2023): 1,955 up to 15,000 (at least 690); 1,910 + 1,190 × (28,000 − income) / 13,000 up to
 * 28,000; 1,910 × (50,000 − income) / 22,000 up to 50,000, plus 65 between 25,000 and 35,000; none above.
 */
export const employeeDeduction = (taxable: Num): Decimal => {
  const income = D(taxable);
  if (income.lte(0)) return new Decimal(0);
  if (income.lte(15000)) return new Decimal(1955);
  const extra = income.gt(25000) && income.lte(35000) ? new Decimal(65) : new Decimal(0);
  if (income.lte(28000)) return new Decimal(1190).times(new Decimal(28000).minus(income)).dividedBy(13000).plus(1910).plus(extra);
  if (income.lte(50000)) return new Decimal(1910).times(new Decimal(50000).minus(income)).dividedBy(22000).plus(extra);
  return new Decimal(0);
};

/** What the estimate needs: the contract and the month's days (hours as numbers or decimal strings). */
export type PayrollInput = {
  year: number;
  month: number;
  /** RAL, gross annual salary of the contract. */
  grossAnnualSalary: Num;
  /** 12, 13 or 14 monthly instalments (mensilità). */
  monthlyInstalments: number;
  weeklyHours: Num;
  overtimeHours?: Num;
  /** Absence hours not paid by the employer (unpaid leave); paid leave, holidays and sick leave are paid. */
  unpaidAbsenceHours?: Num;
  /** The consultant's gross of the month, when recorded: it replaces the estimated gross. */
  grossSalary?: Num | null;
  /** The consultant's monthly pay for TFR, when recorded: it replaces the estimated one. */
  tfrMonthlySalary?: Num | null;
  /** The contract's first and last day (YYYY-MM-DD; no end for an open-ended one): a partial month is pro-rated. */
  contractStart?: string | null;
  contractEnd?: string | null;
};

export type PayrollFigures = {
  /** The gross the estimate arrives at on its own (shown beside the consultant's when they differ). */
  estimatedGross: string;
  grossSalary: string;
  tfrMonthlySalary: string;
  contributions: string;
  withholdingTax: string;
  netSalary: string;
  tfr: string;
  employerContributions: string;
  totalCost: string;
};

/** Instalments paid this month: one, plus the 13th in December and the 14th in July when the contract has them. */
export const instalmentsInMonth = (month: number, instalments: number) =>
  1 + (month === 12 && instalments >= 13 ? 1 : 0) + (month === 7 && instalments >= 14 ? 1 : 0);

const isoDay = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The share of the month the contract covers, in calendar days (hired on the 16th of June: 15 / 30). A
 * month's pay is pro-rated by it when the employee is hired or leaves during the month (our choice of
 * calendar days over the 26ths some CCNLs use for daily pay: it needs no working-day calendar and gives a
 * full month whatever its length).
 */
export const contractShareOfMonth = (year: number, month: number, start?: string | null, end?: string | null) => {
  const monthDays = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const [monthStart, monthEnd] = [isoDay(year, month, 1), isoDay(year, month, monthDays)];
  const isOutside = Boolean((start && start > monthEnd) || (end && end < monthStart));
  const first = start && start > monthStart ? Number(start.slice(8, 10)) : 1;
  const last = end && end < monthEnd ? Number(end.slice(8, 10)) : monthDays;
  const days = isOutside ? 0 : last - first + 1;
  return { days, monthDays, share: new Decimal(days).dividedBy(monthDays) };
};

/**
 * TFR accrued in a month (art. 2120 c.c.): the month's pay for TFR / 13.5, less the 0.50% of that pay that
 * goes to the INPS fund (contributo aggiuntivo IVS, L. 297/1982), each line to the cent.
 */
export const tfrAccrual = (tfrMonthlySalary: Num, rates: PayrollRates): Decimal =>
  Decimal.max(0, cents(D(tfrMonthlySalary).dividedBy(rates.tfrDivisor)).minus(cents(D(tfrMonthlySalary).times(rates.tfrInpsFund))));

/**
 * Yearly revaluation of the TFR fund (art. 2120 c. 4 c.c.): 1.5% fixed plus 75% of the ISTAT FOI index
 * increase (December on December), on the fund at 31 December of the year before; the revaluation bears a
 * 17% substitute tax (D.Lgs. 47/2000, as from 2015), withheld by the employer. Lines to the cent.
 */
export const tfrRevaluation = (fund: Num, istatIncrease: Num) => {
  const rate = new Decimal('0.015').plus(D(istatIncrease).times('0.75'));
  const revaluation = cents(D(fund).times(rate));
  const substituteTax = cents(revaluation.times('0.17'));
  return { rate, revaluation, substituteTax, netRevaluation: revaluation.minus(substituteTax), fund: cents(D(fund).plus(revaluation).minus(substituteTax)) };
};

/** The TFR a person had accrued at go-live (tfr-opening-balances.resource.ts): the figure includes every month up to `countedOn`. */
export type TfrOpening = { countedOn: string; amount: Num };

/**
 * The TFR fund at the end of a month: the opening figure at go-live plus the TFR of each payroll after it up to that
 * month (a month counts when it ends after the opening's day), to the cent. Without an opening figure every payroll
 * counts. The yearly revaluation (tfrRevaluation) needs the ISTAT index, which the consultant applies.
 */
export const tfrFund = (opening: TfrOpening | undefined, payrolls: readonly { year: number; month: number; tfr: Num }[], through: { year: number; month: number }) => {
  const ends = (year: number, month: number) => isoDay(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
  const last = ends(through.year, through.month);
  const counted = payrolls.filter(({ year, month }) => ends(year, month) <= last && (!opening || ends(year, month) > opening.countedOn));
  const accrued = counted.reduce((sum, payroll) => sum.plus(cents(D(payroll.tfr))), new Decimal(0));
  const start = opening && opening.countedOn <= last ? cents(D(opening.amount)) : new Decimal(0);
  return { opening: start, accrued, months: counted.length, fund: start.plus(accrued) };
};

/** The month's estimate from the contract and the days; the consultant's figures, when given, win. */
export const payrollFigures = (input: PayrollInput): PayrollFigures => {
  const rates = ratesFor(input.year);
  const instalments = input.monthlyInstalments || 12;
  const monthly = D(input.grossAnnualSalary).dividedBy(instalments);
  const hourly = monthly.dividedBy(D(rates.monthlyHoursDivisor).times(D(input.weeklyHours || 40)).dividedBy(40));
  // A partial month (hired or leaving in it) pays its own instalment for the contract's days only.
  const { share } = contractShareOfMonth(input.year, input.month, input.contractStart, input.contractEnd);
  const ordinary = cents(monthly.times(share.plus(instalmentsInMonth(input.month, instalments) - 1)));
  const overtime = cents(hourly.times(D(input.overtimeHours)).times(D(1).plus(rates.overtimePremium)));
  const unpaid = cents(hourly.times(D(input.unpaidAbsenceHours)));
  const estimatedGross = Decimal.max(0, ordinary.plus(overtime).minus(unpaid));
  const gross = input.grossSalary === null || input.grossSalary === undefined ? estimatedGross : cents(input.grossSalary);

  const contributions = cents(gross.times(rates.inpsEmployee));
  const taxable = gross.minus(contributions);
  // IRPEF withheld: the year's tax on the ordinary taxable pay (one instalment × instalments) less the
  // employee deduction, shared out in proportion to this month's taxable pay.
  const yearTaxable = cents(monthly).minus(cents(cents(monthly).times(rates.inpsEmployee))).times(instalments);
  const yearTax = Decimal.max(0, irpefGross(yearTaxable, rates).minus(employeeDeduction(yearTaxable)));
  const withholdingTax = yearTaxable.gt(0) ? cents(yearTax.times(taxable).dividedBy(yearTaxable)) : new Decimal(0);
  const netSalary = gross.minus(contributions).minus(withholdingTax);

  // The pay for TFR of a month: the year's pay spread over twelve months (all instalments count), for the
  // contract's share of the month.
  const tfrMonthlySalary =
    input.tfrMonthlySalary === null || input.tfrMonthlySalary === undefined
      ? cents(D(input.grossAnnualSalary).dividedBy(12).times(share))
      : cents(input.tfrMonthlySalary);
  const tfr = tfrAccrual(tfrMonthlySalary, rates);
  const employerContributions = cents(gross.times(rates.employerContributions));
  const totalCost = gross.plus(employerContributions).plus(tfr);
  const text = (value: Decimal) => value.toFixed(2);
  return {
    estimatedGross: text(estimatedGross),
    grossSalary: text(gross),
    tfrMonthlySalary: text(tfrMonthlySalary),
    contributions: text(contributions),
    withholdingTax: text(withholdingTax),
    netSalary: text(netSalary),
    tfr: text(tfr),
    employerContributions: text(employerContributions),
    totalCost: text(totalCost),
  };
};
