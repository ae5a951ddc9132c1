import { payrolls } from '../payrolls.resource';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import type { Row } from '../../../server/operations/context';
import { notify } from '../../../server/modules/notifications/notify';
import { notificationText } from '../../../resources/notification-texts';

// What the employee is told about their payslip, and when: never about a payroll they cannot open yet
// (modules/hr/payrolls.resource.ts `visibleIn`), so a notification never leads to a page that answers 404. The
// approval itself is announced by the notification rules (modules/hr/server/notifications.ts).

/** Whether the employee sees the payroll on their own paths yet. */
const visibleStates: readonly string[] = payrolls.api.own?.visibleIn?.values ?? [];
export const isSeenByEmployee = (payroll: Row) => visibleStates.includes(String(payroll.status));

const tell = (tx: Database, schema: DatabaseSchema, payroll: Row, message: string) =>
  notify(tx, schema, { employeeId: Number(payroll.employeeId) }, { message, parentTable: resourceTableOf(schema, payrolls).tableName, parent: payroll.id, mailKind: 'payslips' });

/** A payslip was attached: told now if they can open it; else the approval's notification tells them later. */
export const tellPayslipAdded = async (tx: Database, schema: DatabaseSchema, payroll: Row) => {
  if (isSeenByEmployee(payroll)) await tell(tx, schema, payroll, notificationText('Your payslip of {{month}} is available', { month: `${String(payroll.month)}/${String(payroll.year)}` }));
};
