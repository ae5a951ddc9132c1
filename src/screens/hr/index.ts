import type { ResourceScreenProps } from '../generic/screen-props';
import { resourceScreen, type ModuleScreens } from '../hand-written';
import { lazyNamed } from '../lazy';

/** The hr module's hand-written screens by the names its declarations give them. */
export const hrScreens = {
  payrollDetails: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./payroll-details'), 'PayrollDetailsScreen')),
} satisfies ModuleScreens;
