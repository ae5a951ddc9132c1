import type { DemoContribution } from '../../../../server/db/seed/contributions';
import { seedWorkouts } from './workouts';

/** The workout board's part of the demo: the people's workouts. */
export const workoutDemo: DemoContribution = {
  steps: [{ name: 'workouts', place: 250, after: ['employees'], seed: seedWorkouts }],
};
