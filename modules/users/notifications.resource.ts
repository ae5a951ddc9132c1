import { defineResource } from '../../resources/declaration';

// A message for one user about a record (SPEC §3): unread until clicked or all are marked read.
// It belongs to a user, not an employee, so it has no own path; the bell uses the workflow paths below.
export const notifications = defineResource({
  name: 'notifications',
  module: 'users',
  // No spreadsheet import: notices are sent by the portal.
  canImport: false,
  label: 'Notifications',
  singular: 'Notification',
  titleField: 'message',
  fields: {
    recipientId: { type: 'reference', resource: 'users', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Recipient' },
    message: { type: 'longText', isRequired: true, maxLength: 1000, isListed: true, isNotificationText: true },
    // `parentTable` + `parent` point at any record (e.g. tasks + a task id), so `parent` is not a reference.
    parentTable: { type: 'text', maxLength: 60, isListed: true, isFilterable: true, label: 'Parent table' },
    parent: { type: 'integer', min: 1, label: 'Parent id' },
    // Named as on the wire (`seen`), not `isSeen`: SPEC §7 posts `{ seen: true }`.
    seen: { type: 'boolean', default: false, isReadOnly: true, isListed: true, isFilterable: true },
  },
  roles: ['ADMIN'],
  api: {
    admin: '/admin/notifications',
    planned: [
      'GET /notifications/current_user/',
      'POST /notifications/seen/{id}',
      'POST /notifications/seen/user/{id}',
    ],
  },
  defaultSort: { field: 'id', order: 'desc' },
});
