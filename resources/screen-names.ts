import type { ModuleScreenName } from './module';

// The names a route's `screen` may take. `list` and `show` are the generic screens; every other name is a
// hand-written screen, listed by its module's index.ts (`screens`) so that declarations type-check against it,
// and registered with its component in modules/<module>/screens/index.ts (which must name exactly those).

export const GENERIC_SCREEN_NAMES = ['list', 'show'] as const;
export type GenericScreenName = (typeof GENERIC_SCREEN_NAMES)[number];

/** Every module's hand-written screens (each module's index.ts lists its own, resources/module.ts). */
export type HandWrittenScreenName = ModuleScreenName;

export type ScreenName = GenericScreenName | HandWrittenScreenName;

export const isGenericScreen = (name: ScreenName): name is GenericScreenName =>
  (GENERIC_SCREEN_NAMES as readonly string[]).includes(name);
