import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// A time-boxed iteration of a project; its tasks are moved in with POST admin/task/sprint/{id}.
export const sprints = defineResource({
  name: 'sprints',
  module: 'pm',
  label: 'Sprints',
  singular: 'Sprint',
  titleField: 'name',
  fields: {
    projectId: { type: 'reference', resource: 'projects', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Project' },
    name: { type: 'text', isRequired: true, maxLength: 120, isListed: true, isFilterable: true },
    goal: { type: 'longText', maxLength: 2000 },
    startDate: { type: 'date', isRequired: true, isListed: true, isFilterable: true },
    endDate: { type: 'date', isRequired: true, isListed: true },
    status: { type: 'enum', values: ['Planned', 'Active', 'Closed'], default: 'Planned', isListed: true, isFilterable: true },
  },
  roles: TEAM_ROLES.pm,
  api: {
    admin: '/admin/sprint',
    // GET /sprint/my-sprints: sprints of the projects the employee is a member of.
    plain: '/sprint',
  },
  actions: [
    // Closing moves the unfinished tasks to the sprint chosen (of the same project) or, with none, to the backlog.
    {
      name: 'close',
      label: 'Close sprint',
      method: 'POST',
      path: '/close/:id',
      scope: 'admin',
      target: 'record',
      input: { nextSprintId: { type: 'reference', resource: 'sprints', label: 'Move unfinished tasks to', help: 'Empty: back to the backlog' } },
      confirm: 'Close this sprint?',
      reply: { resource: 'self' },
    },
    { name: 'mine', label: 'My sprints', method: 'GET', path: '/my-sprints', scope: 'own', target: 'collection', isHidden: true, reply: { resource: 'self', isList: true } },
    { name: 'ofProject', label: 'Sprints of a project', method: 'GET', path: '/project/:projectId', scope: 'admin', target: 'collection', isHidden: true, input: { projectId: { type: 'reference', resource: 'projects', isRequired: true } }, reply: { resource: 'self', isList: true } },
  ],
  children: [{ resource: 'tasks', foreignKey: 'sprintId', label: 'Tasks' }],
  defaultSort: { field: 'startDate', order: 'desc' },
});
