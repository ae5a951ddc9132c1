import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { balancesOf, requestHoursIn } from '../domain/leave-balance';
import { leaveOpeningBalances } from '../leave-opening-balances.resource';
import type { Database } from '../../../server/db/database';
import type { DatabaseSchema } from '../../../server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../server/errors';
import { message, term } from '../../../server/i18n/message';
import type { ActionCall } from '../../../server/operations/actions/run-action';
import { workflowsOf, type WorkflowCall } from '../../../server/operations/actions/workflows-of';
import { recordsOf, tableFor } from '../../../server/operations/typed-records';
import type { RecordOf } from '../../../resources/record-types';
import { hrTimesheetRequests } from '../hr-timesheet-requests.resource';
import { requestCoverage } from './coverage';
import type { WriteRule } from '../../../server/operations/write-rules';
import { addDays, firmToday, firmYearMonth, lastDayOfMonth } from '../../../resources/firm-calendar';
import { employeeContracts } from '../employee-contracts.resource';
import { employees as employeesResource } from '../employees.resource';
import { absenceCauses } from '../absence-causes.resource';
import { requestOverlaps } from './request-overlap';
import { closingDaysOf } from '../../firm/server/closing-days';

// HR requests: HR's decisions, the employee's day-by-day withdrawal, the reads of SPEC §7 and the balances.

const OPEN_STATES = ['Approved', 'Reviewing'];

const requests = recordsOf(hrTimesheetRequests);
type RequestRecord = RecordOf<typeof hrTimesheetRequests>;
const requestsOf = (call: Pick<ActionCall, 'context'>) => tableFor(call.context.schema, hrTimesheetRequests);

/** Requests touching the year, or the month when one is given (year and month go together). */
const periodFilter = (call: Pick<ActionCall, 'context'>, year: number | null, month: number | null = null): SQL | undefined => {
  const { columns } = requestsOf(call);
  if (month && !year) throw badRequest(message('Give the year with the month'), { year: message('Required with month') });
  if (!year) return undefined;
  const first = month ? `${year}-${String(month).padStart(2, '0')}-01` : `${year}-01-01`;
  const last = month ? lastDayOfMonth(year, month) : `${year}-12-31`;
  return requestOverlaps(columns, first, last);
};

const selectRequests = (call: Pick<ActionCall, 'context' | 'tx' | 'reach'>, ...filters: (SQL | undefined)[]) => {
  const { table, columns } = requestsOf(call);
  return call.tx.select().from(table).where(and(call.reach, ...filters)).orderBy(asc(columns.startDate), asc(columns.id));
};

/** The compact shape of the `_little` reads: enough to draw a calendar, no notes. */
const little = async (call: Pick<ActionCall, 'context' | 'tx' | 'reach'>, ...filters: (SQL | undefined)[]) =>
  (await selectRequests(call, ...filters)).map(({ id, number, employeeId, exceptionId, startDate, endDate, hours, state }) => ({
    id,
    number,
    employeeId,
    exceptionId,
    startDate,
    endDate,
    hours,
    state,
  }));

// The employee is told of the decision, with HR's note, once: by the requests' notification rule
// (modules/hr/server/notifications.ts), which every write of the state runs.
const decide = async (call: RequestCall, request: RequestRecord, state: NonNullable<RequestRecord['state']>, note: string | null = null) =>
  call.move(request, state, note !== null && note.trim() !== '' ? { reviewerNote: note } : {});

/** Balances of one employee for a year (default: this year), as of today; `withoutRequestId` leaves one request out. */
export const employeeBalances = async (db: Database, schema: DatabaseSchema, employeeId: number, year: number, withoutRequestId?: number) => {
  const employees = tableFor(schema, employeesResource);
  const [employee] = await db.select().from(employees.table).where(eq(employees.columns.id, employeeId));
  if (!employee) throw notFound(message('Employee {{id}} not found', { id: employeeId }));
  const contracts = tableFor(schema, employeeContracts);
  const causes = tableFor(schema, absenceCauses);
  const requests = tableFor(schema, hrTimesheetRequests);
  const openings = tableFor(schema, leaveOpeningBalances);
  const [contractRows, causeRows, requestRows, openingRows, closingDays] = await Promise.all([
    db.select().from(contracts.table).where(eq(contracts.columns.employeeId, employeeId)),
    db.select().from(causes.table),
    db
      .select()
      .from(requests.table)
      .where(
        and(
          eq(requests.columns.employeeId, employeeId),
          requestOverlaps(requests.columns, `${year - 1}-01-01`, `${year}-12-31`),
          withoutRequestId === undefined ? undefined : ne(requests.columns.id, withoutRequestId),
        ),
      ),
    db.select().from(openings.table).where(eq(openings.columns.employeeId, employeeId)),
    closingDaysOf(db, schema),
  ]);
  return balancesOf({
    year,
    today: firmToday(),
    employee,
    contracts: contractRows,
    causes: causeRows,
    requests: requestRows,
    openings: openingRows,
    closingDays,
  });
};

const thisYear = () => firmYearMonth().year;

type RequestCall = WorkflowCall<typeof hrTimesheetRequests>;

export const hrTimesheetRequestWorkflows = workflowsOf(hrTimesheetRequests, {
  // POST /admin/hr_timesheet/note/{id}: HR's note to the employee, kept apart from the employee's own note.
  note: ({ record, input, write }) => requests.update(write, record, { reviewerNote: input.note }),
  // POST /admin/hr_timesheet/status/{id}: approve, refuse (or reopen), with an optional note; the employee is told.
  status: (call) => decide(call, call.record, call.input.state, call.input.note),
  // POST /admin/hr_timesheet/approve: a selection at once (all or none).
  approve: async (call) => {
    const done: RequestRecord[] = [];
    for (const record of call.records) done.push(await decide(call, record, 'Approved'));
    return done;
  },
  // GET /admin/hr_timesheet/count-pending (employeeId, year, month): requests in Reviewing, for one employee
  // and the requests touching a month when given; a year without its month is refused, as the spec pairs them.
  // Without an employee it is the top bar's badge: the requests the caller may decide, so not their own (four eyes).
  countPending: async (call) => {
    const { table, columns } = requestsOf(call);
    const { employeeId, year, month } = call.input;
    if (year && !month) throw badRequest(message('Give the month with the year'), { month: message('Required with year') });
    const own = call.context.caller.employeeId;
    const whose = employeeId ? eq(columns.employeeId, employeeId) : own !== null && own !== undefined ? ne(columns.employeeId, own) : undefined;
    const [{ total }] = await call.tx
      .select({ total: count() })
      .from(table)
      .where(and(eq(columns.state, 'Reviewing'), whose, periodFilter(call, year, month)));
    return { count: Number(total) };
  },
  byState: (call) => selectRequests(call, eq(requestsOf(call).columns.state, call.input.state)),
  byNumber: async (call) => {
    const [row] = await selectRequests(call, eq(requestsOf(call).columns.number, call.input.number));
    if (!row) throw notFound(message('HR request {{number}} not found', { number: call.input.number }));
    return row;
  },
  employeeMonth: (call) => selectRequests(call, eq(requestsOf(call).columns.employeeId, call.input.employeeId), periodFilter(call, call.input.year, call.input.month)),
  employeeYear: (call) => selectRequests(call, eq(requestsOf(call).columns.employeeId, call.input.employeeId), periodFilter(call, call.input.year)),
  employeeBalance: (call) => employeeBalances(call.tx, call.context.schema, call.input.employeeId, call.input.year ?? thisYear()),
  // GET /admin/hr_timesheet/coverage/{id}: colleagues off on the same days, and work orders left short.
  coverage: requestCoverage,
  // The own reads are narrowed to the caller's rows (reach): another employee's id reads nothing.
  ownMonth: (call) => selectRequests(call, eq(requestsOf(call).columns.employeeId, call.input.employeeId), periodFilter(call, call.input.year, call.input.month)),
  ownYear: (call) => selectRequests(call, periodFilter(call, call.input.year)),
  ownBalance: (call) => {
    const employeeId = call.context.caller.employeeId;
    if (employeeId === null) throw forbidden(message('Your user is not linked to an employee'));
    return employeeBalances(call.tx, call.context.schema, employeeId, call.input.year ?? thisYear());
  },
  // DELETE /hr_timesheet/{id}/{day}: takes one day out of a request still in Reviewing.
  removeDay: async ({ record, input: { day }, write }) => {
    const { startDate: start, endDate: end } = record;
    if (record.state !== 'Reviewing')
      throw conflict(message('HR request {{number}} is {{state}}: it can no longer be changed', { number: String(record.number), state: term(String(record.state)) }));
    if (day < start || day > end) throw badRequest(message('{{day}} is not a day of HR request {{number}}', { day, number: String(record.number) }), { day: message('Between {{start}} and {{end}}', { start, end }) });
    if (start === end) {
      await requests.remove(write, record);
      return [];
    }
    if (day === start) return [await requests.update(write, record, { startDate: addDays(day, 1) })];
    if (day === end) return [await requests.update(write, record, { endDate: addDays(day, -1) })];
    const before = await requests.update(write, record, { endDate: addDays(day, -1) });
    const { employeeId, exceptionId, hours, certificateNumber, note } = record;
    const after = await requests.create(write, { employeeId, exceptionId, hours, certificateNumber, note, startDate: addDays(day, 1), endDate: end });
    return [before, after];
  },
  little: (call) => little(call),
  littleOpen: (call) => little(call, inArray(requestsOf(call).columns.state, OPEN_STATES)),
  littleEmployee: (call) => little(call, eq(requestsOf(call).columns.employeeId, call.input.employeeId)),
  littleEmployeeOpen: (call) => little(call, eq(requestsOf(call).columns.employeeId, call.input.employeeId), inArray(requestsOf(call).columns.state, OPEN_STATES)),
});

/**
 * Every write of a request keeps: the end on or after the start, hours only for one day, a certificate
 * number where the cause needs one (checked when the cause is chosen), and no overlap with another of the
 * employee's requests that is not refused.
 */
const requestRules: WriteRule<typeof hrTimesheetRequests> = async (tx, { before, after, schema }) => {
  const start = after.startDate;
  const end = after.endDate;
  if (end < start) throw badRequest(message('The request ends before it starts'), { endDate: message('On or after the start date') });
  if (after.hours !== null && after.hours !== undefined && Number(after.hours) > 0 && start !== end)
    throw badRequest(message('Hours are for a permission within one day'), { hours: message('Only for a one-day request') });
  if (!before || before.exceptionId !== after.exceptionId) {
    const causes = tableFor(schema, absenceCauses);
    const [cause] = await tx.select().from(causes.table).where(eq(causes.columns.id, after.exceptionId));
    if (cause?.needsCertificate && !String(after.certificateNumber ?? '').trim())
      throw badRequest(message('{{cause}} needs a certificate number', { cause: String(cause.name) }), { certificateNumber: message('Required for this cause') });
  }
  if (after.state === 'Refused') return;
  const { table, columns } = tableFor(schema, hrTimesheetRequests);
  const others = await tx
    .select()
    .from(table)
    .where(
      and(
        eq(columns.employeeId, after.employeeId),
        ne(columns.state, 'Refused'),
        requestOverlaps(columns, start, end),
        before ? ne(columns.id, before.id) : undefined,
      ),
    )
    .limit(1);
  if (others.length > 0)
    throw conflict(
      message('This request overlaps HR request {{number}} ({{start}} – {{end}})', {
        number: String(others[0].number),
        start: String(others[0].startDate),
        end: String(others[0].endDate),
      }),
      { startDate: message('Overlaps another request') },
    );
};

/**
 * Flags a request that takes more hours than its cause has left in a year it touches (the balance without
 * this request). Causes with no entitlement (sick leave) are never beyond. A refused request is not flagged.
 */
const balanceFlag: WriteRule<typeof hrTimesheetRequests> = async (tx, { before, after, schema, isDelete }) => {
  if (isDelete) return;
  const employees = tableFor(schema, employeesResource);
  const [employee] = await tx.select({ id: employees.columns.id }).from(employees.table).where(eq(employees.columns.id, after.employeeId));
  let isBeyond = false;
  if (employee && after.state !== 'Refused') {
    const start = after.startDate;
    const end = after.endDate;
    for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)) && !isBeyond; year++) {
      const balances = await employeeBalances(tx, schema, after.employeeId, year, before?.id);
      const balance = balances.find((row) => row.exceptionId === after.exceptionId);
      if (!balance) continue;
      const contracts = tableFor(schema, employeeContracts);
      const contractRows = await tx.select().from(contracts.table).where(eq(contracts.columns.employeeId, after.employeeId));
      isBeyond = requestHoursIn(after, year, contractRows, undefined, await closingDaysOf(tx, schema)).greaterThan(balance.left);
    }
  }
  after.isBeyondBalance = isBeyond;
};

export const hrRequestRules = [requestRules, balanceFlag];
