import { defineResource } from '../../resources/declaration';
import { ROLES } from '../../resources/vocabulary';

// A person's saved way of seeing one list (issue 45): the columns shown and their order, filters and sorts, under a
// name; one per person and list may open by default. Kept on the server so it follows the person to any device.
// Its owner reaches their own (and those an administrator shared with one of their roles) on `/list_views`
// (modules/users/server/list-views-routes.ts); the admin path manages everyone's.
export const listViews = defineResource({
  name: 'listViews',
  module: 'users',
  canImport: false,
  label: 'Saved views',
  singular: 'Saved view',
  titleField: 'name',
  fields: {
    ownerId: { type: 'reference', resource: 'users', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Saved by' },
    // The list's resource name (a registry entry's `name`), checked against the registry on every write.
    resource: { type: 'text', isRequired: true, maxLength: 60, isListed: true, isFilterable: true, label: 'List' },
    name: { type: 'text', isRequired: true, maxLength: 80, isListed: true },
    // JSON: the field names shown, in order; the filters (refine's CrudFilter list) and sorts ({ field, order }).
    columns: { type: 'longText', maxLength: 4000, label: 'Columns' },
    filters: { type: 'longText', maxLength: 8000, label: 'Filters' },
    sorts: { type: 'longText', maxLength: 1000, label: 'Sorts' },
    isDefault: { type: 'boolean', default: false, isListed: true, label: 'Default' },
    // An administrator's view offered to everyone holding this role (read only for them).
    sharedWithRole: { type: 'enum', values: ROLES, isListed: true, isFilterable: true, label: 'Shared with role' },
  },
  uniqueTogether: [['ownerId', 'resource', 'name']],
  roles: ['ADMIN'],
  api: {
    admin: '/admin/list_views',
    planned: ['GET /list_views', 'PUT /list_views', 'POST /list_views/{id}', 'DELETE /list_views/{id}'],
  },
  defaultSort: { field: 'id', order: 'desc' },
});
