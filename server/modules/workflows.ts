import type { ActionHandlers } from '../operations/actions/run-action';
import type { Derivations } from '../operations/derived';
import type { WriteRules } from '../operations/write-rules';
import { financeActionHandlers, financeDerivations, financeWriteRules } from './finance/actions';
import { hrActionHandlers } from './hr/actions';
import { labourDayRule, labourDerivation } from './hr/payroll-actions';
import { contractRules } from './hr/contracts';
import { employeeDeleteRule } from './hr/employee-delete';
import { hrRequestRules } from './hr/requests';
import { pmActionHandlers } from './pm/actions';
import { salesActionHandlers, salesDerivations, salesWriteRules } from './sales/actions';
import { monthSheetTotals } from './pm/month-sheets';
import { timesheetEntryRules } from './pm/timesheet-rules';
import { taskInOwnProject, taskDeletedByOwner } from './pm/work/task-rules';
import { workoutWorkflows, workoutWriteRules } from './workout/actions';
import { userWorkflows } from './users/actions';
import { signOutRule } from './users/sign-out-rule';

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
