import { defineResource } from '../declaration';

// The history of a task, written by the server on every change; nobody edits it.
export const taskActivity = defineResource({
  name: 'taskActivity',
  module: 'pm',
  label: 'Task activity',
  singular: 'Activity',
  titleField: 'action',
  fields: {
    taskId: { type: 'reference', resource: 'tasks', onDelete: 'cascade', isRequired: true, isReadOnly: true, isListed: true, isFilterable: true, label: 'Task' },
    actorId: { type: 'reference', resource: 'employees', onDelete: 'set null', isReadOnly: true, isListed: true, isFilterable: true, label: 'By' },
    action: {
      type: 'enum',
      values: ['Created', 'Updated', 'Status changed', 'Assigned', 'Moved to sprint', 'Commented', 'Attachment added', 'Attachment removed'],
      isRequired: true,
      isReadOnly: true,
      isListed: true,
      isFilterable: true,
    },
    fieldName: { type: 'text', maxLength: 60, isReadOnly: true, label: 'Field' },
    oldValue: { type: 'longText', maxLength: 2000, isReadOnly: true, label: 'Old value' },
    newValue: { type: 'longText', maxLength: 2000, isReadOnly: true, isListed: true, label: 'New value' },
  },
  roles: ['ADMIN', 'PROJECT MANAGER'],
  api: {
    admin: '/admin/task_activity',
  },
  defaultSort: { field: 'id', order: 'desc' },
});
