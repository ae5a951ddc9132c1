import { defineResource } from '../declaration';
import type { ReferenceField } from '../vocabulary';
import { journalFiles } from './member-input';

const taskId: ReferenceField = { type: 'reference', resource: 'tasks', isRequired: true };

// A unit of project work on the board: owned by one employee, assigned to another, in a sprint or the backlog.
export const tasks = defineResource({
  name: 'tasks',
  module: 'pm',
  label: 'Tasks',
  singular: 'Task',
  titleField: 'title',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true },
    title: { type: 'text', isRequired: true, maxLength: 200, isListed: true, isFilterable: true },
    description: { type: 'longText', maxLength: 10000 },
    projectId: { type: 'reference', resource: 'projects', onDelete: 'restrict', isRequired: true, isFilterable: true, label: 'Project' },
    // Empty means the project backlog; moved with POST admin/task/sprint/{id} { sprintId }.
    sprintId: { type: 'reference', resource: 'sprints', onDelete: 'set null', isFilterable: true, label: 'Sprint', narrowedBy: { field: 'projectId', referencedField: 'projectId' } },
    ownerId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isRequired: true, isFilterable: true, label: 'Owner' },
    assigneeId: { type: 'reference', resource: 'employees', onDelete: 'set null', isListed: true, isFilterable: true, label: 'Assignee' },
    // The board's columns, in order.
    status: { type: 'enum', values: ['To Do', 'In Progress', 'In Review', 'Done'], default: 'To Do', isListed: true, isFilterable: true },
    priority: { type: 'enum', values: ['Low', 'Medium', 'High', 'Urgent'], default: 'Medium', isListed: true, isFilterable: true },
    dueDate: { type: 'date', isListed: true, isFilterable: true },
    estimateHours: { type: 'decimal', scale: 2, min: 0, label: 'Estimate (hours)' },
  },
  roles: ['ADMIN', 'PROJECT MANAGER'],
  api: {
    admin: '/admin/task',
    own: { path: '/task', ownerFields: ['ownerId', 'assigneeId'], canCreate: true, canUpdate: true, canDelete: true },
    planned: [
      'GET /task/involved-employees/{id}',
      'GET /task/attachments/link/{id}',
      'GET /admin/task/employee/{id}',
    ],
  },
  actions: [
    { name: 'moveToSprint', label: 'Move to sprint', method: 'POST', path: '/sprint/:id', scope: 'admin', target: 'record', isHidden: true, input: { sprintId: { type: 'reference', resource: 'sprints', label: 'Sprint' } } },
    { name: 'backlog', label: 'Backlog', method: 'GET', path: '/backlog', scope: 'admin', target: 'collection', isHidden: true, input: { projectId: { type: 'reference', resource: 'projects' } } },
    // Own-path reads: the caller's tasks; a sprint's or a task's rows for those involved (owner, assignee, project member).
    { name: 'ofSprint', label: 'Tasks of a sprint', method: 'GET', path: '/sprint/:sprintId', scope: 'own', target: 'collection', isHidden: true, input: { sprintId: { type: 'reference', resource: 'sprints', isRequired: true }, justOwner: { type: 'boolean' }, justAssigned: { type: 'boolean' } } },
    { name: 'assignedToMe', label: 'Tasks assigned to me', method: 'GET', path: '/employee', scope: 'own', target: 'collection', isHidden: true },
    { name: 'ownedByMe', label: 'Tasks I own', method: 'GET', path: '/owner', scope: 'own', target: 'collection', isHidden: true },
    { name: 'journal', label: 'Journal', method: 'GET', path: '/journal/:taskId', scope: 'own', target: 'collection', isHidden: true, input: { taskId } },
    { name: 'comment', label: 'Comment', method: 'PUT', path: '/journal/:taskId', scope: 'own', target: 'collection', isHidden: true, input: { taskId, comment: { type: 'longText', isRequired: true, maxLength: 4000 } }, files: journalFiles },
    // {id} is the comment's id: its author removes it.
    { name: 'uncomment', label: 'Delete comment', method: 'DELETE', path: '/journal/:commentId', scope: 'own', target: 'collection', isHidden: true, input: { commentId: { type: 'reference', resource: 'taskJournal', isRequired: true } } },
    { name: 'activity', label: 'Activity', method: 'GET', path: '/activity/:taskId', scope: 'own', target: 'collection', isHidden: true, input: { taskId } },
  ],
  routes: [
    // Without an id the screen opens a new task.
    { path: '/task/:id?', roles: ['ADMIN', 'EMPLOYEE'], screen: 'show' },
    { path: '/my_task', roles: ['ADMIN', 'EMPLOYEE'], screen: 'list', scope: 'own', menu: { section: 'PM', label: 'Task' } },
  ],
  numbering: { field: 'number', prefix: 'TSK' },
  search: { type: 'TASKS', description: ['title', 'status'] },
  attachments: { types: ['application/pdf', 'image/*', 'text/plain', '.docx', '.xlsx', '.zip'], maxBytes: 10 * 1024 * 1024 },
  children: [
    { resource: 'taskJournal', foreignKey: 'taskId', label: 'Journal' },
    { resource: 'taskActivity', foreignKey: 'taskId', label: 'Activity' },
  ],
  defaultSort: { field: 'id', order: 'desc' },
});
