import { defineResource } from '../../resources/declaration';
import { commentReply, journalReply } from './domain/journal-reply';
import type { ReferenceField } from '../../resources/vocabulary';
import { TEAM_ROLES } from '../../resources/vocabulary';
import { journalFiles } from './domain/member-input';

const taskId = { type: 'reference', resource: 'tasks', isRequired: true } as const satisfies ReferenceField;
const projectMember = { field: 'projectId', referencedField: 'projectId', through: { resource: 'projectMembers', key: 'employeeId' } } as const;

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
    // Owner and assignee are members of the task's project.
    ownerId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isRequired: true, isFilterable: true, label: 'Owner', narrowedBy: projectMember },
    assigneeId: { type: 'reference', resource: 'employees', onDelete: 'set null', isListed: true, isFilterable: true, label: 'Assignee', narrowedBy: projectMember },
    // The board's columns, in order.
    status: { type: 'enum', values: ['To Do', 'In Progress', 'In Review', 'Done'], default: 'To Do', isListed: true, isFilterable: true },
    priority: { type: 'enum', values: ['Low', 'Medium', 'High', 'Urgent'], default: 'Medium', isListed: true, isFilterable: true },
    dueDate: { type: 'date', isListed: true, isFilterable: true },
    estimateHours: { type: 'decimal', scale: 2, min: 0, label: 'Estimate (hours)' },
  },
  roles: TEAM_ROLES.pm,
  // A project manager has no task screen (/task is ADMIN and EMPLOYEE): they see a task on its project's page.
  seenOnParent: { field: 'projectId', resource: 'projects' },
  api: {
    admin: '/admin/task',
    // An employee reads the tasks of the projects they are a member of, and writes those they own or are
    // assigned to there (a task outside is "not found"); the project of a task they write must be theirs too.
    own: {
      path: '/task',
      ownerFields: ['ownerId', 'assigneeId'],
      canCreate: true,
      canUpdate: true,
      canDelete: true,
      // Its assignee works on a task but only its owner (or a manager) deletes it (modules/pm/server/work/task-rules.ts).
      deleteOwnerFields: ['ownerId'],
      membership: { field: 'projectId', members: 'projectMembers', parentKey: 'projectId' },
    },
  },
  actions: [
    { name: 'moveToSprint', label: 'Move to sprint', method: 'POST', path: '/sprint/:id', scope: 'admin', target: 'record', isHidden: true, input: { sprintId: { type: 'reference', resource: 'sprints', label: 'Sprint' } }, reply: { resource: 'self' } },
    { name: 'backlog', label: 'Backlog', method: 'GET', path: '/backlog', scope: 'admin', target: 'collection', isHidden: true, input: { projectId: { type: 'reference', resource: 'projects' } }, reply: { resource: 'self', isList: true } },
    // Own-path reads: the caller's tasks; a sprint's or a task's rows for those involved (owner, assignee, project member).
    { name: 'ofSprint', label: 'Tasks of a sprint', method: 'GET', path: '/sprint/:sprintId', scope: 'own', target: 'collection', isHidden: true, input: { sprintId: { type: 'reference', resource: 'sprints', isRequired: true }, justOwner: { type: 'boolean' }, justAssigned: { type: 'boolean' } }, reply: { resource: 'self', isList: true } },
    { name: 'assignedToMe', label: 'Tasks assigned to me', method: 'GET', path: '/employee', scope: 'own', target: 'collection', isHidden: true, reply: { resource: 'self', isList: true } },
    { name: 'ownedByMe', label: 'Tasks I own', method: 'GET', path: '/owner', scope: 'own', target: 'collection', isHidden: true, reply: { resource: 'self', isList: true } },
    { name: 'journal', label: 'Journal', method: 'GET', path: '/journal/:taskId', scope: 'own', target: 'collection', isHidden: true, input: { taskId }, reply: journalReply('taskJournal') },
    { name: 'comment', label: 'Comment', method: 'PUT', path: '/journal/:taskId', scope: 'own', target: 'collection', isHidden: true, input: { taskId, comment: { type: 'longText', isRequired: true, maxLength: 4000 } }, files: journalFiles, reply: commentReply('taskJournal') },
    // Time on the task, booked into the caller's timesheet entries (the task's project's work order): the same
    // entries as the month grid's, under the same rules (modules/pm/server/timesheet-rules.ts).
    {
      name: 'logTime',
      label: 'Log time',
      method: 'PUT',
      path: '/time/:taskId',
      scope: 'own',
      target: 'collection',
      isHidden: true,
      input: {
        taskId,
        date: { type: 'date', isRequired: true, default: 'today' },
        hours: { type: 'decimal', scale: 2, min: 0.25, max: 24, isRequired: true },
        note: { type: 'longText', maxLength: 1000 },
      },
      reply: { resource: 'timesheetEntries' },
    },
    // {id} is the comment's id: its author removes it.
    { name: 'uncomment', label: 'Delete comment', method: 'DELETE', path: '/journal/:commentId', scope: 'own', target: 'collection', isHidden: true, input: { commentId: { type: 'reference', resource: 'taskJournal', isRequired: true } }, reply: 'nothing' },
    // The activity is the task's audit trail (modules/pm/server/work/activity.ts), not a table of its own: one
    // history, written by the trusted writer on every change and never by a client; the demo seed writes there too.
    { name: 'activity', label: 'Activity', method: 'GET', path: '/activity/:taskId', scope: 'own', target: 'collection', isHidden: true, input: { taskId }, reply: { fields: { at: { type: 'datetime', isRequired: true }, by: { type: 'text', isRequired: true }, action: { type: 'text', isRequired: true }, fieldName: { type: 'text' } }, parts: { oldValue: { anyValue: 'The value before, of the field the line names' }, newValue: { anyValue: 'The value after, of the field the line names' } }, isList: true } },
    // A file sent with a comment, for anyone who may read the task's journal.
    { name: 'journalFile', label: 'Download a comment file', method: 'GET', path: '/journal/:taskId/files/:attachmentId', scope: 'own', target: 'collection', isHidden: true, input: { taskId, attachmentId: { type: 'integer', isRequired: true, min: 1 } }, reply: 'file' },
    // Owner, assignee and the authors of its comments, each with what makes them involved.
    { name: 'involvedEmployees', label: 'Involved employees', method: 'GET', path: '/involved-employees/:taskId', scope: 'own', target: 'collection', isHidden: true, input: { taskId }, reply: { fields: { employeeId: { type: 'integer', isRequired: true }, fullName: { type: 'text', isRequired: true }, email: { type: 'text' } }, parts: { involvement: { listOf: { type: 'enum', values: ['Owner', 'Assignee', 'Commenter'] } } }, isList: true } },
    // Every file of the task, its own and its comments', each with the API path that downloads it.
    { name: 'attachmentLinks', label: 'Attachment links', method: 'GET', path: '/attachments/link/:taskId', scope: 'own', target: 'collection', isHidden: true, input: { taskId }, reply: { fields: { id: { type: 'integer', isRequired: true }, fileName: { type: 'text', isRequired: true }, contentType: { type: 'text', isRequired: true }, size: { type: 'integer', isRequired: true }, url: { type: 'text', isRequired: true } }, isList: true } },
    // The tasks an employee owns or is assigned to, for the managers.
    { name: 'ofEmployee', label: 'Tasks of an employee', method: 'GET', path: '/employee/:employeeId', scope: 'admin', target: 'collection', isHidden: true, input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true } }, reply: { resource: 'self', isList: true } },
  ],
  routes: [
    // Without an id the screen opens a new task.
    { path: '/task/:id?', roles: ['ADMIN', 'EMPLOYEE'], screen: 'taskPage' },
    { path: '/my_task', roles: ['ADMIN', 'EMPLOYEE'], screen: 'myTasks', scope: 'own', menu: { section: 'PM', label: 'Task' } },
  ],
  numbering: { field: 'number', prefix: 'TSK' },
  search: { type: 'TASKS', description: ['title', 'status'] },
  attachments: { types: ['application/pdf', 'image/*', 'text/plain', '.docx', '.xlsx', '.zip'], maxBytes: 10 * 1024 * 1024 },
  children: [
    { resource: 'taskJournal', foreignKey: 'taskId', label: 'Journal' },
  ],
  defaultSort: { field: 'id', order: 'desc' },
});
