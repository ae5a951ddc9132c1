import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { firmWorkflows } from './complete-setup';
import { firmRule } from './firm-rules';
import { firmModule } from './firm-routes';
import { rulesFor } from '../../../server/operations/write-rules';
import { firm } from '../firm.resource';

/** The firm module's server code, found by server/modules/workflows.ts through modules/firm/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: firmWorkflows,
  writeRules: [rulesFor(firm, firmRule)],
  routes: firmModule,
};
