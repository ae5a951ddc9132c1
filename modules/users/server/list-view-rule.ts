import { and, eq, ne, sql } from 'drizzle-orm';
import { hasAnyRole } from '../../../server/auth/caller';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest, forbidden } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { WriteRule } from '../../../server/operations/write-rules';
import { readViewShape } from '../domain/list-view-shape';
import { listViews } from '../list-views.resource';
import { users } from '../users.resource';

const PROBLEMS = {
  columns: () => message('Choose columns the list has, each once'),
  filters: () => message('Filter on fields the list has, with the list’s operators'),
  sorts: () => message('Sort by columns the list may be sorted by'),
};

/**
 * Every write of a saved view, on either path: its list exists and its columns, filters and sorts fit that list;
 * only an administrator shares one with a role; and one view per person and list opens by default, so making one the
 * default takes it from the others (under the owner's row lock, so two tabs choosing at once leave one default).
 */
export const listViewRule: WriteRule = async (tx, { before, after, caller, schema, isDelete }) => {
  if (isDelete) return;
  const list = schema.resourceTables.get(String(after.resource))?.resource;
  if (!list) throw badRequest(message('No list is called {{name}}', { name: String(after.resource) }), { resource: message('Choose a list of the portal') });
  const read = readViewShape(list, after);
  if ('problem' in read) throw badRequest(PROBLEMS[read.problem](), { [read.problem]: PROBLEMS[read.problem]() });
  const isShareChanged = (after.sharedWithRole ?? null) !== (before?.sharedWithRole ?? null);
  if (isShareChanged && !hasAnyRole(caller, ['ADMIN'])) throw forbidden(message('Only an administrator shares a view with a role'));
  if (after.isDefault !== true || before?.isDefault === true) return;
  const owners = resourceTableOf(schema, users);
  await tx.select({ id: owners.columns.id }).from(owners.table).where(eq(owners.columns.id, Number(after.ownerId))).for('update');
  const { table, columns } = resourceTableOf(schema, listViews);
  await tx
    .update(table)
    .set({ isDefault: false, version: sql`${columns.version} + 1` })
    .where(and(eq(columns.ownerId, Number(after.ownerId)), eq(columns.resource, String(after.resource)), eq(columns.isDefault, true), ...(before ? [ne(columns.id, before.id)] : [])));
};
