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
import { workActionHandlers } from './pm/work/actions';
import { taskInOwnProject, taskDeletedByOwner } from './pm/work/task-rules';
import { workoutActionHandlers, workoutWriteRules } from './workout/actions';
import { usersActionHandlers } from './users/actions';
import { signOutRule } from './users/sign-out-rule';

// The modules' workflow code, gathered in one place for the app: action handlers by `<resource>.<action>`,
// derivations and write rules by resource. A contract test checks them against the declarations both ways.

export const actionHandlers: ActionHandlers = {
  ...pmActionHandlers,
  ...workActionHandlers,
  ...hrActionHandlers,
  ...salesActionHandlers,
  ...financeActionHandlers,
  ...workoutActionHandlers,
  ...usersActionHandlers,
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
