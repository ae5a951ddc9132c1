import { asc, eq } from 'drizzle-orm';
import { exceptions } from '../../../resources/hr/exceptions';
import type { ActionHandlers } from '../../operations/actions/run-action';
import { workflowsOf } from '../../operations/actions/workflows-of';
import { tableFor } from '../../operations/typed-records';
import { employeeContractWorkflows } from './contracts';
import { annualCostWorkflows, monthlyCostWorkflows } from './payroll-costs';
import { labourDayWorkflows, labourWorkflows } from './payroll-actions';
import { hrTimesheetRequestWorkflows } from './requests';
import { safetyCourseAssignmentWorkflows, safetyCourseWorkflows } from './safety';

const exceptionWorkflows = workflowsOf(exceptions, {
  // GET /exceptions: the active absence causes, for any employee's request form.
  catalogue: ({ tx, context }) => {
    const { table, columns } = tableFor(context.schema, exceptions);
    return tx.select().from(table).where(eq(columns.isActive, true)).orderBy(asc(columns.code));
  },
});

/** The HR module's workflow handlers (declared in resources/hr/). */
export const hrActionHandlers: ActionHandlers = {
  // Payrolls (labour) and their days: server/modules/hr/payroll-actions.ts.
  ...labourWorkflows,
  ...labourDayWorkflows,
  // What people cost, from the payrolls: server/modules/hr/payroll-costs.ts.
  ...annualCostWorkflows,
  ...monthlyCostWorkflows,
  // Leave and permission requests, and safety courses.
  ...hrTimesheetRequestWorkflows,
  ...safetyCourseWorkflows,
  ...safetyCourseAssignmentWorkflows,
  ...employeeContractWorkflows,
  ...exceptionWorkflows,
};
