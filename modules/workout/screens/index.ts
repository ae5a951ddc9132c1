import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { resourceScreen, type ModuleScreens } from '../../../src/screens/hand-written';
import { lazyNamed } from '../../../src/screens/lazy';

/** The workout module's hand-written screens by the names its declarations give them. */
export const workoutScreens = {
  workoutArea: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./workout-area'), 'WorkoutArea')),
} satisfies ModuleScreens<'workout'>;
