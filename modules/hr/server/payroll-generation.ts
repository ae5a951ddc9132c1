import Decimal from 'decimal.js';
import { italianHolidays } from '../../../resources/italian-holidays';
import { and, eq, gte, inArray, lte, or, isNull } from 'drizzle-orm';
import { payrollFigures } from '../domain/payroll-figures';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import type { Row } from '../../../server/operations/context';
import { createRecords, updateRecords, type Values, type WriteContext } from '../../../server/operations/record-writer';
import { employeeContracts } from '../employee-contracts.resource';
import { employees as employeesResource } from '../employees.resource';
import { absenceCauses as exceptionsResource } from '../absence-causes.resource';
import { hrTimesheetRequests } from '../hr-timesheet-requests.resource';
import { payrolls as labourResource } from '../payrolls.resource';
import { timesheetEntries } from '../../pm/timesheet-entries.resource';
import { monthSheets } from '../../pm/month-sheets.resource';
import { payrollDays } from '../payroll-days.resource';
import { requestOverlaps } from './request-overlap';
import { sheetSnapshot } from './payroll-staleness';
import { closingDaysOf } from '../../firm/server/closing-days';
import type { ClosingDays } from '../domain/leave-balance';

// Generating a month's payrolls (SPEC §7 POST /admin/labour/generate, /generate_specific_months, /batch):
// one payroll per employee with a contract active in the month, its days built from the APPROVED month
// sheet's entries (worked hours; overtime beyond the contract's daily hours; every hour of a weekend or
// public holiday is overtime) and the APPROVED requests (absence hours and cause; a request without hours
// is a whole day of the contract). Public holidays (date-holidays, IT) and the firm's own closing days
// (modules/firm) are marked as days off. A month that already has the employee's payroll is left as it is
// (generating again adds only what is missing); an employee whose month sheet is not approved gets no payroll
// and is reported by name. The sheets used are closed.
// Everything in the action's one transaction, written in batches by the trusted writer: a few set-based
// statements per step whatever the number of employees (bench/payroll-generate.ts).

export type YearMonth = { year: number; month: number };

export type MonthReport = YearMonth & {
  created: { id: number; number: string; employeeId: number; employee: string }[];
  /** Employees whose payroll of the month already existed: left untouched. */
  alreadyGenerated: { employeeId: number; employee: string }[];
  /** Employees with a contract in the month whose month sheet is not approved (or missing): no payroll. */
  missingApprovals: { employeeId: number; employee: string; sheetStatus: string; sheetId: number | null; sheetNumber: string | null }[];
  /** Month sheets closed because their payroll was made from them. */
  closedSheets: string[];
};

const pad = (value: number) => String(value).padStart(2, '0');
export const firstDay = ({ year, month }: YearMonth) => `${year}-${pad(month)}-01`;
export const lastDay = ({ year, month }: YearMonth) => `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
const daysOf = (period: YearMonth) => {
  const count = Number(lastDay(period).slice(8));
  return Array.from({ length: count }, (_, index) => `${period.year}-${pad(period.month)}-${pad(index + 1)}`);
};
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

const holidayCache = new Map<number, Set<string>>();
/** Italian public holidays of a year (national ones; a town's patron saint is not included). */
export const publicHolidays = (year: number): Set<string> => {
  let days = holidayCache.get(year);
  if (!days) {
    days = new Set(italianHolidays.getHolidays(year).filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)));
    holidayCache.set(year, days);
  }
  return days;
};

const hours = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The contract's hours of a working day: weekly hours over five days. */
export const dailyHoursOf = (contract: Row) => new Decimal(textOf(contract.weeklyHours) || 40).dividedBy(5);

/** The days of one payroll from the sheet's entries and the approved requests. */
export const buildDays = (
  period: YearMonth,
  contract: Row,
  booked: Map<string, Decimal>,
  requests: readonly Row[],
  closingDays: ClosingDays = new Set(),
): Values[] => {
  const holidays = publicHolidays(period.year);
  const daily = dailyHoursOf(contract);
  const start = textOf(contract.startDate);
  const end = textOf(contract.endDate) || '9999-12-31';
  return daysOf(period)
    .filter((day) => day >= start && day <= end)
    .filter((day) => !isWeekend(day) || booked.has(day))
    .map((day) => {
      // The firm's closing day is a day off as a public holiday is: nothing is expected, hours worked are overtime.
      const isHoliday = holidays.has(day) || closingDays.has(day);
      const isWorkingDay = !isWeekend(day) && !isHoliday;
      const worked = booked.get(day) ?? new Decimal(0);
      const ordinary = isWorkingDay ? Decimal.min(worked, daily) : new Decimal(0);
      const absences = isWorkingDay ? requests.filter((request) => textOf(request.startDate) <= day && textOf(request.endDate) >= day) : [];
      const absence = absences.reduce((sum, request) => sum.plus(request.hours === null || request.hours === undefined ? daily : new Decimal(String(request.hours))), new Decimal(0));
      return {
        date: day,
        workedHours: hours(ordinary),
        overtimeHours: hours(worked.minus(ordinary)),
        absenceHours: hours(Decimal.min(absence, 24)),
        exceptionId: absences[0]?.exceptionId ?? null,
        isHoliday,
      };
    });
};

/** The estimate's values of a payroll from its contract and days (the consultant's recorded figures win). */
export const estimateValues = (payroll: Row | Values, contract: Row, days: readonly (Row | Values)[], unpaidCauses: ReadonlySet<number>): Values => {
  const sum = (pick: (day: Row | Values) => unknown) => days.reduce((total, day) => total.plus(textOf(pick(day)) || 0), new Decimal(0));
  const figures = payrollFigures({
    year: Number(payroll.year),
    month: Number(payroll.month),
    grossAnnualSalary: textOf(contract.grossAnnualSalary) || 0,
    monthlyInstalments: Number(contract.monthlyInstalments ?? 14),
    weeklyHours: textOf(contract.weeklyHours) || 40,
    overtimeHours: sum((day) => day.overtimeHours),
    unpaidAbsenceHours: sum((day) => (unpaidCauses.has(Number(day.exceptionId)) ? day.absenceHours : 0)),
    grossSalary: payroll.isGrossFromConsultant ? textOf(payroll.grossSalary) || 0 : null,
    tfrMonthlySalary: payroll.isTfrSalaryFromConsultant ? textOf(payroll.tfrMonthlySalary) || 0 : null,
    contractStart: textOf(contract.startDate) || null,
    contractEnd: textOf(contract.endDate) || null,
  });
  return {
    estimatedGross: Number(figures.estimatedGross),
    grossSalary: Number(figures.grossSalary),
    tfrMonthlySalary: Number(figures.tfrMonthlySalary),
    contributions: Number(figures.contributions),
    withholdingTax: Number(figures.withholdingTax),
    netSalary: Number(figures.netSalary),
    tfr: Number(figures.tfr),
    totalCost: Number(figures.totalCost),
  };
};

const tables = (schema: DatabaseSchema) => ({
  employees: resourceTableOf(schema, employeesResource),
  contracts: resourceTableOf(schema, employeeContracts),
  payrolls: resourceTableOf(schema, labourResource),
  sheets: resourceTableOf(schema, monthSheets),
  entries: resourceTableOf(schema, timesheetEntries),
  requests: resourceTableOf(schema, hrTimesheetRequests),
  absenceCauses: resourceTableOf(schema, exceptionsResource),
});

/** The contract of each employee active in the month (the latest started, when several are). */
export const activeContracts = async (tx: Database, schema: DatabaseSchema, period: YearMonth, employeeIds?: readonly number[]) => {
  const { contracts } = tables(schema);
  const c = contracts.columns;
  const rows = await tx
    .select()
    .from(contracts.table)
    .where(
      and(
        lte(c.startDate, lastDay(period)),
        or(isNull(c.endDate), gte(c.endDate, firstDay(period))),
        employeeIds ? inArray(c.employeeId, [...employeeIds]) : undefined,
      ),
    );
  const byEmployee = new Map<number, Row>();
  for (const row of rows) {
    const current = byEmployee.get(Number(row.employeeId));
    if (!current || textOf(row.startDate) > textOf(current.startDate)) byEmployee.set(Number(row.employeeId), row);
  }
  return byEmployee;
};

/** Causes whose hours the employer does not pay (unpaid leave): they lower the estimated gross. */
export const unpaidCausesOf = async (tx: Database, schema: DatabaseSchema) => {
  const { absenceCauses } = tables(schema);
  const rows = (await tx.select({ id: absenceCauses.columns.id }).from(absenceCauses.table).where(eq(absenceCauses.columns.isPaid, false))) as { id: number }[];
  return new Set(rows.map((row) => row.id));
};

/** Hours booked per employee and day of the month (every entry of the month, as its approved sheet holds them). */
export const bookedHoursOf = async (tx: Database, schema: DatabaseSchema, period: YearMonth, employeeIds: readonly number[]) => {
  const { entries } = tables(schema);
  const rows = (await tx
    .select({ employeeId: entries.columns.employeeId, date: entries.columns.date, hours: entries.columns.hours })
    .from(entries.table)
    .where(and(inArray(entries.columns.employeeId, [...employeeIds]), gte(entries.columns.date, firstDay(period)), lte(entries.columns.date, lastDay(period))))) as {
    employeeId: number;
    date: string;
    hours: number | string;
  }[];
  const booked = new Map<number, Map<string, Decimal>>();
  for (const entry of rows) {
    const days = booked.get(entry.employeeId) ?? new Map<string, Decimal>();
    days.set(entry.date, (days.get(entry.date) ?? new Decimal(0)).plus(String(entry.hours)));
    booked.set(entry.employeeId, days);
  }
  return booked;
};

/** The approved requests (leave and permissions) of the employees overlapping the month. */
export const approvedRequestsOf = async (tx: Database, schema: DatabaseSchema, period: YearMonth, employeeIds: readonly number[]) => {
  const r = tables(schema).requests;
  return await tx
    .select()
    .from(r.table)
    .where(
      and(inArray(r.columns.employeeId, [...employeeIds]), eq(r.columns.state, 'Approved'), requestOverlaps(r.columns, firstDay(period), lastDay(period))),
    );
};

/** Generates one month for the employees given (all with a contract in the month when none are given). */
export const generateMonth = async (write: WriteContext, period: YearMonth, employeeIds?: readonly number[]): Promise<MonthReport> => {
  const { tx, schema } = write;
  const t = tables(schema);
  const contracts = await activeContracts(tx, schema, period, employeeIds);
  const ids = [...contracts.keys()];
  const report: MonthReport = { ...period, created: [], alreadyGenerated: [], missingApprovals: [], closedSheets: [] };
  if (ids.length === 0) return report;

  const names = new Map(
    ((await tx.select({ id: t.employees.columns.id, name: t.employees.columns.fullName }).from(t.employees.table).where(inArray(t.employees.columns.id, ids))) as { id: number; name: string }[]).map(
      (row) => [row.id, row.name],
    ),
  );
  const nameOf = (id: number) => names.get(id) ?? `Employee #${id}`;
  const samePeriod = (columns: Record<string, any>) => and(eq(columns.year, period.year), eq(columns.month, period.month), inArray(columns.employeeId, ids));
  const existing = new Set(
    ((await tx.select({ employeeId: t.payrolls.columns.employeeId }).from(t.payrolls.table).where(samePeriod(t.payrolls.columns))) as { employeeId: number }[]).map((row) => row.employeeId),
  );
  const sheets = new Map(
    (await tx.select().from(t.sheets.table).where(samePeriod(t.sheets.columns)).for('update')).map((row) => [Number(row.employeeId), row]),
  );

  const ready: number[] = [];
  for (const id of ids.sort((a, b) => nameOf(a).localeCompare(nameOf(b)))) {
    if (existing.has(id)) report.alreadyGenerated.push({ employeeId: id, employee: nameOf(id) });
    else {
      const status = textOf(sheets.get(id)?.status);
      // A Closed sheet was approved and booked into a payroll since deleted: it is still approved data.
      if (status === 'Approved' || status === 'Closed') ready.push(id);
      else {
        const sheet = sheets.get(id);
        report.missingApprovals.push({ employeeId: id, employee: nameOf(id), sheetStatus: status || 'Missing', sheetId: sheet ? sheet.id : null, sheetNumber: sheet ? textOf(sheet.number) : null });
      }
    }
  }
  if (ready.length === 0) return report;

  const booked = await bookedHoursOf(tx, schema, period, ready);
  const requests = await approvedRequestsOf(tx, schema, period, ready);
  const unpaid = await unpaidCausesOf(tx, schema);
  const closingDays = await closingDaysOf(tx, schema);

  const plans = ready.map((employeeId) => {
    const contract = contracts.get(employeeId)!;
    const days = buildDays(period, contract, booked.get(employeeId) ?? new Map(), requests.filter((request) => request.employeeId === employeeId), closingDays);
    const sheet = sheets.get(employeeId);
    const payroll: Values = { employeeId, year: period.year, month: period.month, status: 'Draft', ...sheetSnapshot(sheet) };
    return { employeeId, days, payroll: { ...payroll, ...estimateValues(payroll, contract, days, unpaid) } };
  });
  const created = await createRecords(write, labourResource, plans.map((plan) => plan.payroll));
  const payrollOf = new Map(created.map((row) => [Number(row.employeeId), row.id]));
  await createRecords(
    write,
    payrollDays,
    plans.flatMap((plan) => plan.days.map((day) => ({ ...day, labourId: payrollOf.get(plan.employeeId), employeeId: plan.employeeId }))),
  );
  report.created = created.map((row) => ({ id: row.id, number: textOf(row.number), employeeId: Number(row.employeeId), employee: nameOf(Number(row.employeeId)) }));

  const toClose = ready.map((employeeId) => sheets.get(employeeId)).filter((sheet): sheet is Row => sheet?.status === 'Approved');
  await updateRecords(write, monthSheets, toClose.map((sheet) => ({ before: sheet, values: { status: 'Closed' } })));
  report.closedSheets = toClose.map((sheet) => textOf(sheet.number));
  return report;
};

/** `2026-01, 2026-02` → the months, in order, without repeats. */
export const parseMonths = (text: string): YearMonth[] => {
  const unique = [...new Set(text.split(',').map((part) => part.trim()))].sort();
  return unique.map((part) => ({ year: Number(part.slice(0, 4)), month: Number(part.slice(5, 7)) }));
};
