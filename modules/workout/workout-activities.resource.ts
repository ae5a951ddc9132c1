import { defineResource } from '../../resources/declaration';

// The activities an employee picks from when logging a workout; the admin keeps the list. An activity no
// longer offered is made inactive rather than deleted, so old workouts keep their name.
export const workoutActivities = defineResource({
  name: 'workoutActivities',
  module: 'workout',
  label: 'Workout activities',
  singular: 'Workout activity',
  titleField: 'name',
  fields: {
    name: { type: 'text', isRequired: true, maxLength: 60, isUnique: true, isListed: true, isFilterable: true },
    // Whether a distance makes sense for it (running yes, yoga no); the log asks for one only then.
    hasDistance: { type: 'boolean', default: false, isListed: true, label: 'Has a distance' },
    isActive: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Offered' },
  },
  roles: ['ADMIN'],
  api: { admin: '/admin/workout_activities' },
  // No page of its own (SPEC's route table has none): the admin keeps the list in the workout area.
  defaultSort: { field: 'name', order: 'asc' },
});
