import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { userWorkflows } from './actions';
import { usersModule } from './plugin';
import { signOutRule } from './sign-out-rule';
import { rulesFor } from '../../../server/operations/write-rules';
import { users } from '../users.resource';
import { listViewRule } from './list-view-rule';
import { listViews } from '../list-views.resource';
import { usersDemo } from './demo';

/** The users module's workflow code, found by server/modules/workflows.ts through modules/users/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: userWorkflows,
  writeRules: [rulesFor(users, signOutRule), rulesFor(listViews, listViewRule)],
  routes: usersModule,
  // Its rows of the demo firm (server/db/seed/contributions.ts).
  demo: usersDemo,
};
