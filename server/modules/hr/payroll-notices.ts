import { labour } from '../../../resources/hr/labour';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import type { Row } from '../../operations/context';
import { notify } from '../notifications/notify';

// What the employee is told about their payroll, and when: never about a payroll they cannot open yet
// (resources/hr/labour.ts `visibleIn`), so a notification never leads to a page that answers 404.

/** Whether the employee sees the payroll on their own paths yet. */
const visibleStates: readonly string[] = labour.api.own?.visibleIn?.values ?? [];
export const isSeenByEmployee = (payroll: Row) => visibleStates.includes(String(payroll.status));

const tell = (tx: Database, schema: DatabaseSchema, payroll: Row, message: string) =>
  notify(tx, schema, { employeeId: Number(payroll.employeeId) }, { message, parentTable: 'labour', parent: payroll.id });

/** The payroll has just become the employee's to see (approved): they are told it is there. */
export const tellWhenApproved = async (tx: Database, schema: DatabaseSchema, before: Row, after: Row) => {
  if (!isSeenByEmployee(before) && isSeenByEmployee(after)) await tell(tx, schema, after, `Your payroll of ${String(after.month)}/${String(after.year)} is available`);
  return after;
};

/** A payslip was attached: told now if they can open it, else when the payroll is approved. */
export const tellPayslipAdded = async (tx: Database, schema: DatabaseSchema, payroll: Row) => {
  if (isSeenByEmployee(payroll)) await tell(tx, schema, payroll, `Your payslip of ${String(payroll.month)}/${String(payroll.year)} is available`);
};
