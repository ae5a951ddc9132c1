import { defineResource } from '../../resources/declaration';
import { journalFiles } from './domain/member-input';
import { TEAM_ROLES } from '../../resources/vocabulary';

// A comment on a project's journal; the author is the signed-in employee.
export const projectJournal = defineResource({
  name: 'projectJournal',
  module: 'pm',
  // No spreadsheet import: a journal is written by what happens.
  canImport: false,
  label: 'Project journal',
  singular: 'Journal entry',
  titleField: 'comment',
  fields: {
    projectId: { type: 'reference', resource: 'projects', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Project' },
    authorId: { type: 'reference', resource: 'employees', onDelete: 'set null', isReadOnly: true, isListed: true, isFilterable: true, label: 'Author' },
    comment: { type: 'longText', isRequired: true, maxLength: 4000, isListed: true },
  },
  roles: TEAM_ROLES.pm,
  api: {
    // Not /admin/project/journal: the spec's GET /admin/project/journal/{id} reads a project's journal, not one entry.
    admin: '/admin/project_journal',
  },
  // Files sent with a comment (PUT /admin/project/journal/{id} with file).
  attachments: journalFiles,
  defaultSort: { field: 'id', order: 'desc' },
});
