/// <reference types="vite/client" />
import { isResource, type RegistryEntry, type RouteDeclaration } from '../../resources/declaration';
import { routeKind } from '../../resources/paths';
import { isGenericScreen, type HandWrittenScreenName } from '../../resources/screen-names';
import type { ResourceScreenProps } from './generic/screen-props';
import type { HandWrittenScreen, PageScreen, ResourceScreen } from './hand-written';
import { homeScreens } from './home';
import { lazyNamed } from './lazy';

// Screens by the name a route declares (`screen: 'list'`): the generic ones, chosen by the route's path, and
// the hand-written ones, each module's modules/<module>/screens/index.ts found by its folder (the shell's in
// ./home). Each of those maps names exactly its module's screens (`satisfies ModuleScreens<'hr'>`), so a
// module's screen without a component does not compile.

export type { HandWrittenScreen, ModuleScreens, PageScreen, PageScreenProps, ResourceScreen } from './hand-written';

/** The generic screens as routes load them (each in its own chunk). */
export const genericScreens = {
  list: lazyNamed<ResourceScreenProps>(() => import('./generic/list-screen'), 'ListScreen'),
  show: lazyNamed<ResourceScreenProps>(() => import('./generic/show-screen'), 'ShowScreen'),
  recordOrList: lazyNamed<ResourceScreenProps>(() => import('./generic/record-or-list-screen'), 'RecordOrListScreen'),
};

/** Each module's screens/index.ts, as the map it exports. */
const moduleScreenMaps = Object.values(
  import.meta.glob<Record<string, Readonly<Record<string, HandWrittenScreen>>>>('../../modules/*/screens/index.ts', { eager: true }),
).flatMap((exports) => Object.values(exports));

/** Every hand-written screen (pages included). */
export const handWrittenScreens = Object.assign({}, homeScreens, ...moduleScreenMaps) as Readonly<Record<HandWrittenScreenName, HandWrittenScreen>>;

/** The generic rule, in one place: a path without `:id` lists, with `:id` shows, with `:id?` does either. */
export const genericScreenFor = (path: string): ResourceScreen => {
  const kind = routeKind(path);
  return kind === 'collection' ? genericScreens.list : kind === 'record' ? genericScreens.show : genericScreens.recordOrList;
};

/** A resource route's screen; undefined when its name is registered as a page's (no silent generic stand-in). */
export const resourceScreenFor = (route: RouteDeclaration): ResourceScreen | undefined => {
  if (isGenericScreen(route.screen)) return genericScreenFor(route.path);
  const screen = handWrittenScreens[route.screen];
  return screen?.kind === 'resource' ? screen.Screen : undefined;
};

/** A page route's screen; pages have no declaration for the generic screens to read, so those never fit. */
export const pageScreenFor = (route: RouteDeclaration): PageScreen | undefined => {
  if (isGenericScreen(route.screen)) return undefined;
  const screen = handWrittenScreens[route.screen];
  return screen?.kind === 'page' ? screen.Screen : undefined;
};

/** Whether a declared route has a component to render (the contract test asks this of every route). */
export const hasScreen = (entry: RegistryEntry, route: RouteDeclaration) =>
  (isResource(entry) ? resourceScreenFor(route) : pageScreenFor(route)) !== undefined;
