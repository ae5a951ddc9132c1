import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { firmWorkflows } from './complete-setup';
import { firmRule } from './firm-rules';
import { firmModule } from './firm-routes';

/** The firm module's server code, found by server/modules/workflows.ts through modules/firm/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: firmWorkflows,
  writeRules: { firm: [firmRule] },
  routes: firmModule,
};
