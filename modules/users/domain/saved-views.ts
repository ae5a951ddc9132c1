import { defineReadRoute } from '../../../resources/declaration';
import type { JsonFieldsOf, RowOf } from '../../../resources/reply-types';
import { listViews } from '../list-views.resource';

/**
 * GET /api/list_views?resource=…: the caller's saved views of one list and those shared with their roles, each
 * saying whether it is the caller's own (theirs to change or delete). Declared once for the server's routes, their
 * API description and the list's saved-views menu.
 */
export const SAVED_VIEWS = defineReadRoute({
  path: '/list_views',
  tag: 'listViews',
  summary: 'Your saved views of a list, and those shared with your roles',
  reply: { resource: listViews.name, with: { isOwn: { type: 'boolean', isRequired: true } }, isList: true },
});

/** A saved view as the list reads it: the list views' row, and whether it is the caller's own. */
export type SavedView = RowOf<typeof listViews> & JsonFieldsOf<typeof SAVED_VIEWS.reply.with>;
