import type { ResourceScreenProps } from '../generic/screen-props';
import { resourceScreen, type ModuleScreens } from '../hand-written';
import { lazyNamed } from '../lazy';

/** The workout module's hand-written screens by the names its declarations give them. */
export const workoutScreens = {
  workoutArea: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./workout-area'), 'WorkoutArea')),
} satisfies ModuleScreens;
