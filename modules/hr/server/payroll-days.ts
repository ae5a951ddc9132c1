import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { auditTrail } from '../../../server/db/system-tables';
import { resourceTableOf } from '../../../server/db/schema';
import type { ActionCall } from '../../../server/operations/actions/run-action';
import type { Row } from '../../../server/operations/context';
import { createRecords, deleteRecord, updateRecords, type Values } from '../../../server/operations/record-writer';
import { findMonthSheet } from '../../pm/server/month-sheets';
import { activeContracts, approvedRequestsOf, bookedHoursOf, buildDays } from './payroll-generation';
import { closingDaysOf } from '../../firm/server/closing-days';
import { payrollDays } from '../payroll-days.resource';

// Recalculate's first step: the payroll's days follow the employee's approved month sheet as it is now. A
// payroll's days are made once, from the entries when it is generated (the demo's current month from the hours
// booked so far); a month approved later, or corrected and approved again, changed the entries but not the days,
// and Recalculate, reading only the days, kept the old hours (issue 26: 149 h / 19 days for an approved 165 h).
// The days the accountant corrected by hand (an update not made by Recalculate) are kept as corrected.

/** A month sheet in these states holds approved hours (Closed: approved and used by a payroll). */
const APPROVED_SHEET = ['Approved', 'Closed'];
const DAY_FIELDS = ['workedHours', 'overtimeHours', 'absenceHours', 'exceptionId', 'isHoliday'] as const;

export type DaysSource = { follows: 'approvedMonth'; sheetNumber: string } | { follows: 'payrollDays'; sheetStatus: string | null };

const sameValue = (stored: unknown, planned: unknown) =>
  typeof planned === 'number' ? Number(stored ?? 0) === planned : (stored ?? null) === (planned ?? null);

/** Day ids the accountant changed by hand: updated by anything but Recalculate itself. */
const correctedDays = async ({ tx }: ActionCall, ids: number[]) => {
  if (ids.length === 0) return new Set<number>();
  const rows = await tx
    .select({ recordId: auditTrail.recordId })
    .from(auditTrail)
    .where(and(eq(auditTrail.resource, 'labourDays'), inArray(auditTrail.recordId, ids), eq(auditTrail.action, 'update'), or(isNull(auditTrail.via), ne(auditTrail.via, 'recalculate'))));
  return new Set(rows.map((row) => row.recordId));
};

/** Rebuilds the payroll's days from its approved month sheet; without one, the days stay as they are. */
export const followApprovedMonth = async (call: ActionCall, payroll: Row): Promise<DaysSource> => {
  const { tx, context } = call;
  const { schema } = context;
  const employeeId = Number(payroll.employeeId);
  const period = { year: Number(payroll.year), month: Number(payroll.month) };
  const sheet = await findMonthSheet(tx, schema, employeeId, period);
  if (!sheet || !APPROVED_SHEET.includes(String(sheet.status))) return { follows: 'payrollDays', sheetStatus: sheet ? String(sheet.status) : null };
  const contract = (await activeContracts(tx, schema, period, [employeeId])).get(employeeId);
  // Without a contract there is nothing to plan from: the estimate refuses it with its own message.
  if (!contract) return { follows: 'payrollDays', sheetStatus: String(sheet.status) };

  const booked = (await bookedHoursOf(tx, schema, period, [employeeId])).get(employeeId) ?? new Map();
  const planned = buildDays(period, contract, booked, await approvedRequestsOf(tx, schema, period, [employeeId]), await closingDaysOf(tx, schema));
  const days = resourceTableOf(schema, payrollDays);
  const stored = await tx.select().from(days.table).where(eq(days.columns.labourId, payroll.id)).orderBy(asc(days.columns.date));
  const corrected = await correctedDays(call, stored.map((day) => day.id));
  const storedOn = new Map(stored.map((day) => [String(day.date), day]));
  const plannedDates = new Set(planned.map((day) => String(day.date)));

  const creates: Values[] = [];
  const updates: { before: Row; values: Values }[] = [];
  for (const day of planned) {
    const before = storedOn.get(String(day.date));
    if (!before) creates.push({ ...day, labourId: payroll.id });
    else if (!corrected.has(before.id) && DAY_FIELDS.some((field) => !sameValue(before[field], day[field])))
      updates.push({ before, values: Object.fromEntries(DAY_FIELDS.map((field) => [field, day[field]])) });
  }
  // A day the month no longer has (a weekend no longer worked, a day outside a shortened contract) goes.
  const removed = stored.filter((day) => !plannedDates.has(String(day.date)) && !corrected.has(day.id));
  await updateRecords(call.write, payrollDays, updates);
  await createRecords(call.write, payrollDays, creates);
  for (const day of removed) await deleteRecord(call.write, payrollDays, day);
  return { follows: 'approvedMonth', sheetNumber: String(sheet.number) };
};
