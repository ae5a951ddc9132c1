import { hrTimesheetRequests } from '../../../resources/hr/hr-timesheet-requests';
import { recordsOf } from '../../operations/typed-records';
import type { ActionHandlers } from '../../operations/actions/run-action';
import { payrollActionHandlers } from './payroll-actions';
import { costActionHandlers } from './payroll-costs';
import { asc, eq } from 'drizzle-orm';
import { resourceTableOf } from '../../db/schema';
import { contractActionHandlers } from './contracts';
import { requestCoverage } from './coverage';
import { hrRequestHandlers } from './requests';
import { safetyActionHandlers } from './safety';

/** The HR module's workflow handlers, by `<resource>.<action>` (declared in resources/hr/). */
export const hrActionHandlers: ActionHandlers = {
  // Payrolls (labour) and their days: server/modules/hr/payroll-actions.ts.
  ...payrollActionHandlers,
  // What people cost, from the payrolls: server/modules/hr/payroll-costs.ts.
  ...costActionHandlers,
  // Leave and permission requests, and safety courses.
  ...hrRequestHandlers,
  ...safetyActionHandlers,
  ...contractActionHandlers,
  // GET /admin/hr_timesheet/coverage/{id}: colleagues off on the same days, and work orders left short.
  'hrTimesheetRequests.coverage': requestCoverage,
  // GET /exceptions: the active absence causes, for any employee's request form.
  'exceptions.catalogue': ({ tx, context }) => {
    const { table, columns } = resourceTableOf(context.schema, 'exceptions');
    return tx.select().from(table).where(eq(columns.isActive, true)).orderBy(asc(columns.code));
  },
  // POST /admin/hr_timesheet/note/{id}: HR's note to the employee, kept apart from the employee's own note.
  'hrTimesheetRequests.note': ({ record, input, write }) =>
    recordsOf(hrTimesheetRequests).update(write, record, { reviewerNote: String(input.note) }),
};
