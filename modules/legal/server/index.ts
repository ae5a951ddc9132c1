import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { legalDemo } from './demo';

/** The legal module's server code, found by server/modules/workflows.ts through modules/legal/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  // Its rows of the demo firm (server/db/seed/contributions.ts).
  demo: legalDemo,
};
