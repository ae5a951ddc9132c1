import { defineResource } from '../../resources/declaration';
import { journalFiles } from './domain/member-input';
import { TEAM_ROLES } from '../../resources/vocabulary';

// A comment on a task; the author is the signed-in employee.
export const taskJournal = defineResource({
  name: 'taskJournal',
  module: 'pm',
  // No spreadsheet import: a journal is written by what happens.
  canImport: false,
  label: 'Task journal',
  singular: 'Comment',
  titleField: 'comment',
  fields: {
    taskId: { type: 'reference', resource: 'tasks', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Task' },
    authorId: { type: 'reference', resource: 'employees', onDelete: 'set null', isReadOnly: true, isListed: true, isFilterable: true, label: 'Author' },
    comment: { type: 'longText', isRequired: true, maxLength: 4000, isListed: true },
  },
  roles: TEAM_ROLES.pm,
  api: {
    // Not /task/journal: the spec's GET task/journal/{id} reads a task's journal, not one entry.
    admin: '/admin/task_journal',
  },
  // Files sent with a comment (PUT /task/journal/{id} with file).
  attachments: journalFiles,
  defaultSort: { field: 'id', order: 'desc' },
});
