import { defineResource } from '../declaration';

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
    activity: {
      type: 'enum',
      values: ['Running', 'Walking', 'Cycling', 'Swimming', 'Gym', 'Yoga', 'Team sport', 'Other'],
      isRequired: true,
      isListed: true,
      isFilterable: true,
    },
    minutes: { type: 'integer', isRequired: true, min: 1, max: 1440, isListed: true },
    distanceKm: { type: 'decimal', scale: 2, min: 0, label: 'Distance (km)' },
    notes: { type: 'longText', maxLength: 2000 },
  },
  roles: ['ADMIN'],
  api: {
    admin: '/admin/workouts',
    own: { path: '/workouts', ownerFields: ['employeeId'], canCreate: true, canUpdate: true, canDelete: true },
  },
  routes: [
    { path: '/work_out', roles: ['ADMIN', 'EMPLOYEE'], screen: 'list', scope: 'own', menu: { section: 'Fit{product}', label: 'WorkOut' } },
  ],
  defaultSort: { field: 'date', order: 'desc' },
});
