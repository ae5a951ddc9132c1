import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { salesActionHandlers, salesDerivations, salesWriteRules } from './actions';
import { contractExpiryNoticesJob } from './expiring-contracts';
import { salesDemo } from './demo';

/** The sales module's workflow code, found by server/modules/workflows.ts through modules/sales/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: salesActionHandlers,
  derivations: salesDerivations,
  writeRules: salesWriteRules,
  // Customer contracts about to end, told to sales users.
  dailyJobs: (app) => [contractExpiryNoticesJob(app)],
  // Its rows of the demo firm (server/db/seed/contributions.ts).
  demo: salesDemo,
};
