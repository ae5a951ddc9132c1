import { and, asc, desc, eq } from 'drizzle-orm';
import { badRequest, forbidden } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionCall, ActionHandler } from '../../../server/operations/actions/run-action';
import { tableOf, type Row } from '../../../server/operations/context';
import { monthGridOf, ownMonthGrid } from './month-grid';
import { approvedHoursOf, openMonthSheet, type Period } from './month-sheets';
import { recordsOf } from '../../../server/operations/typed-records';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { monthSheets } from '../month-sheets.resource';

// The month-sheet workflow (modules/pm/month-sheets.resource.ts): the employee sends a month, an approver
// approves it or sends it back to Open with a note, an admin may set any legal status. Moves are checked
// by runAction against the declared transitions; the notifications follow the status writes.

const callerEmployeeOf = ({ context }: ActionCall) => {
  if (!context.caller.employeeId) throw forbidden(message('Your user is not linked to an employee: there is no month sheet of yours'));
  return context.caller.employeeId;
};

const periodOf = (call: ActionCall): Period => ({ year: Number(call.input.year), month: Number(call.input.month) });

/** What an approval keeps on the month: its hours by cell, against which later corrections show (month-difference.ts). */
const approvalSnapshot = async (call: ActionCall, month: Row) => ({ approvedHours: await approvedHoursOf(call.tx, call.context.schema, month.id) });

/** Moves one month to the input's status; going back to Open is a send-back, which must say why. */
const moveTo = async (call: ActionCall, record: Row) => {
  const status = String(call.input.status);
  const note = typeof call.input.note === 'string' ? call.input.note.trim() : '';
  // The move's own checks (illegal 409, not yours 403) come first; the transaction undoes it on a refusal.
  const snapshot = status === 'Approved' ? await approvalSnapshot(call, record) : {};
  const moved = await call.move(record, status, { ...snapshot, ...(note ? { note } : {}) });
  if (status === 'Open' && !note) throw badRequest(message('Say why the month goes back to its employee'), { note: message('Required when sending a month back') });
  return moved;
};

const send: ActionHandler = async (call) => {
  const month = await openMonthSheet(call.write, callerEmployeeOf(call), periodOf(call));
  return call.move(month, 'Sent');
};

const approve: ActionHandler = async (call) => {
  const moved: Row[] = [];
  for (const record of call.records) moved.push(await call.move(record, 'Approved', await approvalSnapshot(call, record)));
  return moved;
};

const setStatuses: ActionHandler = async (call) => {
  const moved: Row[] = [];
  for (const record of call.records) moved.push(await moveTo(call, record));
  return moved;
};

/** The state of one own month; a month nobody booked yet is Open without an id. */
const status: ActionHandler = async (call) => {
  const employeeId = callerEmployeeOf(call);
  const { year, month } = periodOf(call);
  const { table, columns } = tableOf(call.context);
  const [row] = await call.tx
    .select()
    .from(table)
    .where(and(eq(columns.employeeId, employeeId), eq(columns.year, year), eq(columns.month, month)));
  return row ?? { id: null, employeeId, year, month, status: 'Open', totalHours: 0, note: null };
};

const all: ActionHandler = async (call) => {
  const { table, columns } = tableOf(call.context);
  const year = call.input.year === null || call.input.year === undefined ? undefined : Number(call.input.year);
  return call.tx
    .select()
    .from(table)
    .where(and(call.reach, year === undefined ? undefined : eq(columns.year, year)))
    .orderBy(desc(columns.year), asc(columns.month));
};

const sheets = recordsOf(monthSheets);

export const timesheetMonthWorkflows = workflowsOf(monthSheets, {
  // POST /admin/month/note/{id}: the approver's note on a month sheet.
  note: ({ record, input, write }) => sheets.update(write, record, { note: input.note }),
  send,
  approve,
  setStatuses,
  setStatus: (call) => moveTo(call, call.record),
  setOwnStatus: (call) => moveTo(call, call.record),
  status,
  all,
  sheet: ownMonthGrid,
  sheetOf: monthGridOf,
});
