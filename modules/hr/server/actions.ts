import { asc, eq } from 'drizzle-orm';
import { absenceCauses } from '../absence-causes.resource';
import type { ActionHandlers } from '../../../server/operations/actions/run-action';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { tableFor } from '../../../server/operations/typed-records';
import { employeeContractWorkflows } from './contracts';
import { annualCostWorkflows, monthlyCostWorkflows } from './payroll-costs';
import { labourDayWorkflows, labourWorkflows } from './payroll-actions';
import { hrTimesheetRequestWorkflows } from './requests';
import { safetyCourseAssignmentWorkflows, safetyCourseWorkflows } from './safety';

const exceptionWorkflows = workflowsOf(absenceCauses, {
  // GET /exceptions: the active absence causes, for any employee's request form.
  catalogue: ({ tx, context }) => {
    const { table, columns } = tableFor(context.schema, absenceCauses);
    return tx.select().from(table).where(eq(columns.isActive, true)).orderBy(asc(columns.code));
  },
});

/** The HR module's workflow handlers (declared in modules/hr/). */
export const hrActionHandlers: ActionHandlers = {
  // Payrolls (payrolls) and their days: modules/hr/server/payroll-actions.ts.
  ...labourWorkflows,
  ...labourDayWorkflows,
  // What people cost, from the payrolls: modules/hr/server/payroll-costs.ts.
  ...annualCostWorkflows,
  ...monthlyCostWorkflows,
  // Leave and permission requests, and safety courses.
  ...hrTimesheetRequestWorkflows,
  ...safetyCourseWorkflows,
  ...safetyCourseAssignmentWorkflows,
  ...employeeContractWorkflows,
  ...exceptionWorkflows,
};
