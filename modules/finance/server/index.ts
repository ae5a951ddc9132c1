import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { financeDashboard } from './dashboard';
import { financeNotifications } from './notifications';
import { financeActionHandlers, financeDerivations, financeWriteRules } from './actions';
import { financeDemo } from './demo';

/** The finance module's workflow code, found by server/modules/workflows.ts through modules/finance/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: financeActionHandlers,
  derivations: financeDerivations,
  writeRules: financeWriteRules,
  dashboard: financeDashboard,
  notifications: financeNotifications,
  // Its rows of the demo firm (server/db/seed/contributions.ts).
  demo: financeDemo,
};
