import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// Link table: an employee working on a project.
export const projectMembers = defineResource({
  name: 'projectMembers',
  module: 'pm',
  label: 'Project members',
  singular: 'Project member',
  titleField: 'employeeId',
  fields: {
    projectId: { type: 'reference', resource: 'projects', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Project' },
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    role: { type: 'text', maxLength: 80, isListed: true },
    allocationPercent: { type: 'integer', min: 0, max: 100, default: 100, isListed: true, label: 'Allocation %' },
  },
  uniqueTogether: [['projectId', 'employeeId']],
  roles: TEAM_ROLES.pm,
  api: { admin: '/admin/project_members' },
});
