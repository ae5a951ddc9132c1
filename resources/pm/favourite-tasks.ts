import { defineResource } from '../declaration';

// A task an employee starred. The spec's PUT/DELETE /favourite_tasks/{id} take the task id, so they are
// planned and the own path offers reading only (GET /favourite_tasks lists the caller's favourites).
export const favouriteTasks = defineResource({
  name: 'favouriteTasks',
  module: 'pm',
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
    planned: ['PUT /favourite_tasks/{id}', 'DELETE /favourite_tasks/{id}', 'GET /favourite_tasks/is-favorite/{id}/'],
  },
});
