import { contractShareOfMonth, employeeDeduction, irpefGross, payrollFigures, ratesFor, tfrAccrual, tfrFund, tfrRevaluation } from '../../modules/hr/domain/payroll-figures';
import Decimal from 'decimal.js';
import { buildDays } from '../../modules/hr/server/payroll-generation';

// Worked examples, computed by hand line by line (each line to the cent, half-up), as a payslip prints them.

describe('payroll estimate figures', () => {
  test('an ordinary month of a 30,000 RAL, 14 instalments, full-time contract in 2026', () => {
    // 30,000 / 14 = 2,142.857… → 2,142.86 gross; INPS 9.19% = 196.928… → 196.93.
    // Year taxable (2,142.86 − 196.93) × 14 = 27,243.02; IRPEF 23% = 6,265.8946;
    // deduction 1,910 + 1,190 × (28,000 − 27,243.02) / 13,000 + 65 = 2,044.2928; tax 4,221.6018 / 14 = 301.54.
    // TFR: 30,000 / 12 = 2,500.00; 2,500 / 13.5 = 185.19, less 0.5% = 12.50 → 172.69.
    // Employer 30% of 2,142.86 = 642.86; cost 2,142.86 + 642.86 + 172.69 = 2,958.41.
    expect(payrollFigures({ year: 2026, month: 6, grossAnnualSalary: 30000, monthlyInstalments: 14, weeklyHours: 40 })).toEqual({
      estimatedGross: '2142.86',
      grossSalary: '2142.86',
      tfrMonthlySalary: '2500.00',
      contributions: '196.93',
      withholdingTax: '301.54',
      netSalary: '1644.39',
      tfr: '172.69',
      employerContributions: '642.86',
      totalCost: '2958.41',
    });
  });

  test('December pays the 13th instalment: twice the gross, the tax shared in proportion', () => {
    const figures = payrollFigures({ year: 2026, month: 12, grossAnnualSalary: 30000, monthlyInstalments: 14, weeklyHours: 40 });
    expect(figures.grossSalary).toBe('4285.71');
    // 4,285.71 × 9.19% = 393.856749 → 393.86
    expect(figures.contributions).toBe('393.86');
    // 4,221.6018 × 3,891.85 / 27,243.02 = 603.08
    expect(figures.withholdingTax).toBe('603.08');
  });

  test("overtime at +25% and unpaid hours at the hourly pay (monthly / 168) move the gross; the consultant's gross wins", () => {
    // 2,142.857142… / 168 = 12.755102…; 10 h overtime × 1.25 = 159.44; 8 h unpaid = 102.04.
    const figures = payrollFigures({ year: 2026, month: 6, grossAnnualSalary: 30000, monthlyInstalments: 14, weeklyHours: 40, overtimeHours: 10, unpaidAbsenceHours: 8 });
    expect(figures.estimatedGross).toBe('2200.26');
    const consultant = payrollFigures({ year: 2026, month: 6, grossAnnualSalary: 30000, monthlyInstalments: 14, weeklyHours: 40, overtimeHours: 10, grossSalary: 2190.5, tfrMonthlySalary: 2480 });
    expect(consultant).toMatchObject({ estimatedGross: '2302.30', grossSalary: '2190.50', tfrMonthlySalary: '2480.00', contributions: '201.31' });
    // 2,480 / 13.5 = 183.70, less 12.40
    expect(consultant.tfr).toBe('171.30');
  });

  test('IRPEF brackets of the year in force: 35% in 2025, 33% in 2026 on the second bracket; no deduction above 50,000', () => {
    expect(irpefGross(60000, ratesFor(2025)).toFixed(2)).toBe('18440.00'); // 6,440 + 7,700 + 4,300
    expect(irpefGross(60000, ratesFor(2026)).toFixed(2)).toBe('18000.00'); // 6,440 + 7,260 + 4,300
    expect(employeeDeduction(60000).toNumber()).toBe(0);
    expect(employeeDeduction(10000).toNumber()).toBe(1955);
    expect(employeeDeduction(40000).toFixed(2)).toBe('868.18'); // 1,910 × 10,000 / 22,000 (the +65 stops at 35,000)
    expect(employeeDeduction(30000).toFixed(2)).toBe('1801.36'); // 1,910 × 20,000 / 22,000 + 65
  });

  test('TFR accrual and the yearly revaluation of the fund', () => {
    expect(tfrAccrual(2500, ratesFor(2026)).toFixed(2)).toBe('172.69');
    // 1.5% + 75% × 0.8% = 2.1% of 10,000 = 210.00; substitute tax 17% = 35.70.
    const revalued = tfrRevaluation(10000, '0.008');
    expect([revalued.revaluation.toFixed(2), revalued.substituteTax.toFixed(2), revalued.fund.toFixed(2)]).toEqual(['210.00', '35.70', '10174.30']);
  });
});

describe('a partial month is pro-rated by the contract days in it', () => {
  test('hired on 16 June 2026: 15 of 30 days of a 30,000 RAL, 14 instalments, full-time contract', () => {
    // Gross 2,142.857142… × 15/30 = 1,071.43; INPS 9.19% = 98.4644 → 98.46; taxable 972.97.
    // IRPEF: the year's tax 4,221.6018… (first example) × 972.97 / 27,243.02 = 150.77; net 1,071.43 − 98.46 − 150.77 = 822.20.
    // TFR pay 2,500 × 15/30 = 1,250.00; 1,250 / 13.5 = 92.59, less 0.5% = 6.25 → 86.34.
    // Employer 30% of 1,071.43 = 321.43; cost 1,071.43 + 321.43 + 86.34 = 1,479.20.
    const input = { year: 2026, month: 6, grossAnnualSalary: 30000, monthlyInstalments: 14, weeklyHours: 40, contractStart: '2026-06-16' };
    expect(payrollFigures(input)).toEqual({
      estimatedGross: '1071.43',
      grossSalary: '1071.43',
      tfrMonthlySalary: '1250.00',
      contributions: '98.46',
      withholdingTax: '150.77',
      netSalary: '822.20',
      tfr: '86.34',
      employerContributions: '321.43',
      totalCost: '1479.20',
    });
  });

  test('leaving on 10 February 2026: 10 of 28 days; a contract covering the month pays it whole', () => {
    // 2,142.857142… × 10/28 = 765.306… → 765.31; TFR pay 2,500 × 10/28 = 892.857… → 892.86; 66.14 − 4.46 = 61.68.
    const leaving = payrollFigures({ year: 2026, month: 2, grossAnnualSalary: 30000, monthlyInstalments: 14, weeklyHours: 40, contractStart: '2020-01-01', contractEnd: '2026-02-10' });
    expect(leaving).toMatchObject({ grossSalary: '765.31', tfrMonthlySalary: '892.86', tfr: '61.68' });
    expect(contractShareOfMonth(2026, 2, '2020-01-01', '2026-02-10')).toMatchObject({ days: 10, monthDays: 28 });
    expect(contractShareOfMonth(2026, 2, '2020-01-01', '2026-03-31').days).toBe(28);
    expect(contractShareOfMonth(2026, 2, '2026-03-01', null).days).toBe(0);
    const whole = payrollFigures({ year: 2026, month: 6, grossAnnualSalary: 30000, monthlyInstalments: 14, weeklyHours: 40, contractStart: '2026-06-01', contractEnd: '2026-06-30' });
    expect(whole.grossSalary).toBe('2142.86');
  });
});

describe("a payroll's days and the firm's closing days", () => {
  test('a closing day is a day off: no absence is counted on it and hours worked on it are overtime', () => {
    // September 2031: Tuesday the 9th is the firm's closing day; a week of leave from the 8th to the 12th.
    const contract = { id: 1, version: 1, startDate: '2031-01-01', weeklyHours: 40 };
    const leave = [{ id: 2, version: 1, startDate: '2031-09-08', endDate: '2031-09-12', hours: null, exceptionId: 7 }];
    const booked = new Map([['2031-09-09', new Decimal(3)]]);
    const plain = buildDays({ year: 2031, month: 9 }, contract, new Map(), leave);
    const closed = buildDays({ year: 2031, month: 9 }, contract, booked, leave, new Set(['2031-09-09']));
    const absence = (days: typeof plain) => days.reduce((sum, day) => sum + Number(day.absenceHours), 0);
    expect(absence(plain)).toBe(40);
    expect(absence(closed)).toBe(32);
    expect(closed.find((day) => day.date === '2031-09-09')).toMatchObject({ isHoliday: true, workedHours: 0, overtimeHours: 3, absenceHours: 0 });
  });
});

describe('the TFR fund from its opening figure at go-live', () => {
  test('the opening figure plus the TFR of each month ending after its day, to the cent', () => {
    const payrolls = [
      { year: 2026, month: 5, tfr: '149.90' },
      { year: 2026, month: 6, tfr: '150.10' },
      { year: 2026, month: 7, tfr: '151.20' },
      { year: 2026, month: 8, tfr: '151.205' },
    ];
    const opening = { countedOn: '2026-06-30', amount: '12345.67' };
    expect(tfrFund(opening, payrolls, { year: 2026, month: 8 })).toMatchObject({ months: 2 });
    expect(tfrFund(opening, payrolls, { year: 2026, month: 8 }).fund.toFixed(2)).toBe('12648.08');
    // Before go-live the portal knows nothing of it: only its own payrolls count.
    expect(tfrFund(opening, payrolls, { year: 2026, month: 5 }).fund.toFixed(2)).toBe('0.00');
    // Without an opening figure every payroll counts.
    expect(tfrFund(undefined, payrolls, { year: 2026, month: 7 }).fund.toFixed(2)).toBe('451.20');
  });
});
