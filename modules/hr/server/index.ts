import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { hrNotifications } from './notifications';
import { hrDashboard } from './dashboard';
import { hrActionHandlers } from './actions';
import { contractRules } from './contracts';
import { employeeDeleteRule } from './employee-delete';
import { labourDayRule, labourDerivation } from './payroll-actions';
import { hrRequestRules } from './requests';
import { safetyExpiryNoticesJob } from './safety-expiring';
import { derivationFor } from '../../../server/operations/derived';
import { rulesFor } from '../../../server/operations/write-rules';
import { employeeContracts } from '../employee-contracts.resource';
import { employees } from '../employees.resource';
import { hrTimesheetRequests } from '../hr-timesheet-requests.resource';
import { payrollDays } from '../payroll-days.resource';
import { payrolls } from '../payrolls.resource';
import { payrollSheetSnapshotRule } from './payroll-staleness';
import { hrDemo } from './demo';

/** The hr module's workflow code, found by server/modules/workflows.ts through modules/hr/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: hrActionHandlers,
  derivations: [derivationFor(payrolls, labourDerivation)],
  writeRules: [
    rulesFor(payrollDays, labourDayRule),
    rulesFor(payrolls, payrollSheetSnapshotRule),
    rulesFor(hrTimesheetRequests, ...hrRequestRules),
    rulesFor(employeeContracts, ...contractRules),
    rulesFor(employees, employeeDeleteRule),
  ],
  // Safety certificates expired or expiring within 60 days, told once to the employee and HR.
  dailyJobs: (app) => [safetyExpiryNoticesJob(app.portal.schema)],
  dashboard: hrDashboard,
  notifications: hrNotifications,
  // Its rows of the demo firm (server/db/seed/contributions.ts).
  demo: hrDemo,
};
