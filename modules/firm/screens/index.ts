import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { resourceScreen, type ModuleScreens } from '../../../src/screens/hand-written';
import { lazyNamed } from '../../../src/screens/lazy';

/** The firm module's hand-written screens by the names its declaration gives them. */
export const firmScreens = {
  firmSettings: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./firm-settings'), 'FirmSettingsScreen')),
  firmSetup: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./firm-setup'), 'FirmSetupScreen')),
} satisfies ModuleScreens<'firm'>;
