import type { DemoContribution } from '../../../../server/db/seed/contributions';
import { seedIdentity } from './identity';
import { seedListViews } from './list-views';
import { seedNotifications } from './notifications';

/** The users' part of the demo: everybody's sign-in and groups, a saved view, and the bell's notices last. */
export const usersDemo: DemoContribution = {
  steps: [
    { name: 'users', place: 50, after: ['employees'], seed: seedIdentity },
    { name: 'list views', place: 230, after: ['users'], seed: seedListViews },
    { name: 'notifications', place: 260, after: ['users', 'hr requests', 'tasks', 'payrolls'], seed: seedNotifications },
  ],
};
