import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { userWorkflows } from './actions';
import { usersModule } from './plugin';
import { signOutRule } from './sign-out-rule';
import { listViewRule } from './list-view-rule';

/** The users module's workflow code, found by server/modules/workflows.ts through modules/users/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: userWorkflows,
  writeRules: { users: [signOutRule], listViews: [listViewRule] },
  routes: usersModule,
};
