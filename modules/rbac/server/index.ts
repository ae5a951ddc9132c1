import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { rbacModule } from './plugin';

/**
 * The rbac module's server code, found by server/modules/workflows.ts through modules/rbac/index.ts's
 * `hasWorkflows`: no handlers of declared actions, only the group endpoints the generic routes cannot serve.
 */
export const workflows: ModuleWorkflows = {
  routes: rbacModule,
};
