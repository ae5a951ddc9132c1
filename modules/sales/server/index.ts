import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { salesActionHandlers, salesDerivations, salesWriteRules } from './actions';

/** The sales module's workflow code, found by server/modules/workflows.ts through modules/sales/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: salesActionHandlers,
  derivations: salesDerivations,
  writeRules: salesWriteRules,
};
