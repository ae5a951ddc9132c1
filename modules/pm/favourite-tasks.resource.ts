import { defineResource } from '../../resources/declaration';
import type { ReferenceField } from '../../resources/vocabulary';

const taskInput = { type: 'reference', resource: 'tasks', isRequired: true } as const satisfies ReferenceField;

// A task an employee starred. The spec's PUT/DELETE /favourite_tasks/{id} take the task id, so they are
// planned and the own path offers reading only (GET /favourite_tasks lists the caller's favourites).
export const favouriteTasks = defineResource({
  name: 'favouriteTasks',
  module: 'pm',
  // No spreadsheet import: each person's own stars.
  canImport: false,
  label: 'Favourite tasks',
  singular: 'Favourite task',
  titleField: 'taskId',
  fields: {
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    taskId: { type: 'reference', resource: 'tasks', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Task' },
  },
  uniqueTogether: [['employeeId', 'taskId']],
  roles: ['ADMIN'],
  api: {
    admin: '/admin/favourite_tasks',
    own: { path: '/favourite_tasks', ownerFields: ['employeeId'] },
  },
  // {id} is the task's id; favourites are the caller's own.
  actions: [
    { name: 'star', label: 'Add to favourites', method: 'PUT', path: '/:taskId', scope: 'own', target: 'collection', isHidden: true, input: { taskId: taskInput }, reply: { resource: 'self' } },
    { name: 'unstar', label: 'Remove from favourites', method: 'DELETE', path: '/:taskId', scope: 'own', target: 'collection', isHidden: true, input: { taskId: taskInput }, reply: 'nothing' },
    { name: 'isFavorite', label: 'Is favourite', method: 'GET', path: '/is-favorite/:taskId/', scope: 'own', target: 'collection', isHidden: true, input: { taskId: taskInput }, reply: { fields: { isFavorite: { type: 'boolean', isRequired: true } } } },
  ],
});
