import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import type { SeedWorld } from '../../../../server/db/seed/world';

// A saved view, so that the saved views have a row to show.

/** The administrator's own view of the employees list: surname first, by surname. */
export const seedListViews = async (context: SeedContext, world: SeedWorld) => {
  const ownerId = world.userIds.get('admin');
  if (ownerId === undefined) return;
  await insertRows(context, 'listViews', [
    { ownerId, resource: 'employees', name: 'By surname', columns: JSON.stringify([]), filters: JSON.stringify([]), sorts: JSON.stringify([{ field: 'lastName', order: 'asc' }]), isDefault: false },
  ]);
};
