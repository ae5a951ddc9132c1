import { defineResource } from '../../resources/declaration';

// Who shows on the Fit{product} team board: one row per employee who opted in. No row, not shown to
// colleagues. Employees join and leave through the workouts' own action (POST /workouts/team_board).
export const workoutBoardMembers = defineResource({
  name: 'workoutBoardMembers',
  module: 'workout',
  label: 'Team board members',
  singular: 'Team board member',
  titleField: 'employeeId',
  fields: {
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'cascade', isRequired: true, isUnique: true, isListed: true, isFilterable: true, label: 'Employee' },
  },
  roles: ['ADMIN'],
  api: { admin: '/admin/workout_board_members' },
  defaultSort: { field: 'id', order: 'asc' },
});
