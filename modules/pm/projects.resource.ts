import { defineResource } from '../../resources/declaration';
import { commentReply, journalReply } from './domain/journal-reply';
import { employeeIdsInput, journalFiles } from './domain/member-input';
import { TEAM_ROLES } from '../../resources/vocabulary';


// A project delivered inside a work order, planned in sprints of tasks.
export const projects = defineResource({
  name: 'projects',
  module: 'pm',
  label: 'Projects',
  singular: 'Project',
  titleField: 'name',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true },
    name: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true },
    workOrderId: { type: 'reference', resource: 'workOrders', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Work order' },
    managerId: { type: 'reference', resource: 'employees', onDelete: 'set null', isListed: true, isFilterable: true, label: 'Manager' },
    description: { type: 'longText', maxLength: 4000 },
    startDate: { type: 'date', isFilterable: true },
    endDate: { type: 'date', isFilterable: true },
    budgetHours: { type: 'decimal', scale: 2, min: 0, label: 'Budget hours' },
    status: { type: 'enum', values: ['Planned', 'Active', 'On hold', 'Completed', 'Cancelled'], default: 'Planned', isListed: true, isFilterable: true },
  },
  roles: TEAM_ROLES.pm,
  api: {
    admin: '/admin/project',
  },
  actions: [
    { name: 'assign', label: 'Assign members', method: 'POST', path: '/assign/:id', scope: 'admin', target: 'record', isHidden: true, input: { employeeIds: employeeIdsInput }, reply: { resource: 'projectMembers', isList: true } },
    { name: 'members', label: 'Members', method: 'GET', path: '/project_members/:id', scope: 'admin', target: 'record', isHidden: true, reply: { resource: 'projectMembers', isList: true } },
    { name: 'ofWorkOrder', label: 'Projects of a work order', method: 'GET', path: '/work_order/:workOrderId', scope: 'admin', target: 'collection', isHidden: true, input: { workOrderId: { type: 'reference', resource: 'workOrders', isRequired: true } }, reply: { resource: 'self', isList: true } },
    { name: 'ofEmployee', label: 'Projects of an employee', method: 'GET', path: '/employees/:employeeId', scope: 'admin', target: 'collection', isHidden: true, input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true } }, reply: { resource: 'self', isList: true } },
    { name: 'journal', label: 'Journal', method: 'GET', path: '/journal/:id', scope: 'admin', target: 'record', isHidden: true, reply: journalReply('projectJournal') },
    { name: 'comment', label: 'Comment', method: 'PUT', path: '/journal/:id', scope: 'admin', target: 'record', isHidden: true, input: { comment: { type: 'longText', isRequired: true, maxLength: 4000 } }, files: journalFiles, reply: commentReply('projectJournal') },
  ],
  routes: [
    { path: '/admin/project', roles: TEAM_ROLES.pm, screen: 'list', menu: { section: 'PM', label: 'Project' } },
    { path: '/admin/project/:id', roles: TEAM_ROLES.pm, screen: 'projectPage' },
    // Member assignment (POST assign with employeeIds).
    { path: '/admin/project_assigne/:id', roles: TEAM_ROLES.pm, screen: 'projectMembers' },
    // The planning page: backlog and sprints side by side.
    { path: '/admin/manage_project/:id', roles: TEAM_ROLES.pm, screen: 'projectPlanning' },
  ],
  numbering: { field: 'number', prefix: 'PRJ' },
  search: { type: 'PROJECT', description: ['name', 'status'] },
  attachments: { types: ['application/pdf', 'image/*', '.docx', '.xlsx', '.pptx', '.zip'], maxBytes: 10 * 1024 * 1024 },
  children: [
    { resource: 'projectMembers', foreignKey: 'projectId', label: 'Members' },
    { resource: 'sprints', foreignKey: 'projectId', label: 'Sprints' },
    { resource: 'tasks', foreignKey: 'projectId', label: 'Tasks' },
    { resource: 'projectJournal', foreignKey: 'projectId', label: 'Journal' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
});
