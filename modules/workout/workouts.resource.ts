import { defineResource } from '../../resources/declaration';

const monthInput = {
  year: { type: 'integer', isCode: true, min: 2000, max: 2100, label: 'Year' },
  month: { type: 'integer', min: 1, max: 12, label: 'Month' },
} as const;

// The Fit{product} area: an employee logs their own workouts. SPEC §7 shows no calls for it, so the
// paths are ours: /workouts for the employee's own log, /admin/workouts for an admin.
export const workouts = defineResource({
  name: 'workouts',
  module: 'workout',
  label: 'Workouts',
  singular: 'Workout',
  titleField: 'activity',
  fields: {
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    date: { type: 'date', isRequired: true, default: 'today', isListed: true, isFilterable: true },
    // Picked from the admin's list (migration 0009 made the list from the activities logged before it).
    activityId: { type: 'reference', resource: 'workoutActivities', onDelete: 'restrict', isRequired: true, isFilterable: true, label: 'Activity' },
    // The activity's name, copied from it: kept for workouts logged before the list existed.
    activity: { type: 'text', maxLength: 60, isRequired: true, isReadOnly: true, copiedFrom: { via: 'activityId', field: 'name' }, isListed: true, isFilterable: true },
    minutes: { type: 'integer', isRequired: true, min: 1, max: 1440, isListed: true, label: 'Duration (minutes)' },
    distanceKm: { type: 'decimal', scale: 2, min: 0, isListed: true, label: 'Distance (km)' },
    notes: { type: 'longText', maxLength: 2000 },
  },
  roles: ['ADMIN'],
  api: {
    admin: '/admin/workouts',
    own: { path: '/workouts', ownerFields: ['employeeId'], canCreate: true, canUpdate: true, canDelete: true },
  },
  actions: [
    // The employee's own figures: the week (Monday to Sunday) and the month of `date` (default today).
    { name: 'totals', label: 'My totals', method: 'GET', path: '/totals', scope: 'own', target: 'collection', isHidden: true, input: { date: { type: 'date', label: 'Day' } }, reply: { fields: {}, parts: { week: { fields: { from: { type: 'date', isRequired: true }, to: { type: 'date', isRequired: true }, count: { type: 'integer', isRequired: true }, minutes: { type: 'integer', isRequired: true }, distanceKm: { type: 'decimal', isRequired: true } } }, month: { fields: { from: { type: 'date', isRequired: true }, to: { type: 'date', isRequired: true }, count: { type: 'integer', isRequired: true }, minutes: { type: 'integer', isRequired: true }, distanceKm: { type: 'decimal', isRequired: true } } } } } },
    // The team board of a month (default this one): those who opted in, and the caller.
    { name: 'teamBoard', label: 'Team board', method: 'GET', path: '/team_board', scope: 'own', target: 'collection', isHidden: true, input: monthInput, reply: { fields: { year: { type: 'integer', isRequired: true }, month: { type: 'integer', isRequired: true }, isShared: { type: 'boolean', isRequired: true } }, parts: { rows: { fields: { employeeId: { type: 'integer', isRequired: true }, name: { type: 'text', isRequired: true }, isMe: { type: 'boolean', isRequired: true }, isShared: { type: 'boolean', isRequired: true }, count: { type: 'integer', isRequired: true }, minutes: { type: 'integer', isRequired: true }, distanceKm: { type: 'decimal', isRequired: true } }, isList: true } } } },
    // Opt in to (or out of) the team board.
    { name: 'shareOnBoard', label: 'Show me on the team board', method: 'POST', path: '/team_board', scope: 'own', target: 'collection', isHidden: true, input: { isShared: { type: 'boolean', isRequired: true, label: 'Shown to colleagues' } }, reply: { fields: { isShared: { type: 'boolean', isRequired: true } } } },
  ],
  routes: [
    { path: '/work_out', roles: ['ADMIN', 'EMPLOYEE'], screen: 'workoutArea', scope: 'own', menu: { section: 'Fit{product}', label: 'WorkOut' } },
  ],
  defaultSort: { field: 'date', order: 'desc' },
});
