import type { ActionHandlers } from '../operations/actions/run-action';
import type { Derivations } from '../operations/derived';
import type { WriteRules } from '../operations/write-rules';
import { financeActionHandlers, financeDerivations, financeWriteRules } from '../../modules/finance/server/actions';
import { hrActionHandlers } from '../../modules/hr/server/actions';
import { labourDayRule, labourDerivation } from '../../modules/hr/server/payroll-actions';
import { contractRules } from '../../modules/hr/server/contracts';
import { employeeDeleteRule } from '../../modules/hr/server/employee-delete';
import { hrRequestRules } from '../../modules/hr/server/requests';
import { pmActionHandlers } from '../../modules/pm/server/actions';
import { salesActionHandlers, salesDerivations, salesWriteRules } from '../../modules/sales/server/actions';
import { monthSheetTotals } from '../../modules/pm/server/month-sheets';
import { timesheetEntryRules } from '../../modules/pm/server/timesheet-rules';
import { taskInOwnProject, taskDeletedByOwner } from '../../modules/pm/server/work/task-rules';
import { workoutWorkflows, workoutWriteRules } from '../../modules/workout/server/actions';
import { userWorkflows } from '../../modules/users/server/actions';
import { signOutRule } from '../../modules/users/server/sign-out-rule';

// The modules' workflow code, gathered in one place for the app: each resource's action handlers (declared
// beside it with `workflowsOf`, server/operations/actions/workflows-of.ts), derivations and write rules by resource. A contract test checks them against the declarations both ways.

export const actionHandlers: ActionHandlers = {
  ...pmActionHandlers,
  ...hrActionHandlers,
  ...salesActionHandlers,
  ...financeActionHandlers,
  ...workoutWorkflows,
  ...userWorkflows,
};

export const derivations: Derivations = {
  ...salesDerivations,
  ...financeDerivations,
  timesheetMonths: monthSheetTotals,
  labour: labourDerivation,
};

/** Business rules every write of a resource must keep, by resource (server/operations/write-rules.ts). */
export const writeRules: WriteRules = {
  ...salesWriteRules,
  timesheetEntries: timesheetEntryRules,
  tasks: [taskInOwnProject, taskDeletedByOwner],
  labourDays: [labourDayRule],
  hrTimesheetRequests: hrRequestRules,
  employeeContracts: contractRules,
  employees: [employeeDeleteRule],
  users: [signOutRule],
  ...financeWriteRules,
  ...workoutWriteRules,
};
