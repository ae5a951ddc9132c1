import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { hrActionHandlers } from './actions';
import { contractRules } from './contracts';
import { employeeDeleteRule } from './employee-delete';
import { labourDayRule, labourDerivation } from './payroll-actions';
import { hrRequestRules } from './requests';
import { payrollSheetSnapshotRule } from './payroll-staleness';

/** The hr module's workflow code, found by server/modules/workflows.ts through modules/hr/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: hrActionHandlers,
  derivations: { labour: labourDerivation },
  writeRules: {
    labourDays: [labourDayRule],
    labour: [payrollSheetSnapshotRule],
    hrTimesheetRequests: hrRequestRules,
    employeeContracts: contractRules,
    employees: [employeeDeleteRule],
  },
};
