import type { ComponentType } from 'react';
import type { PageDeclaration, RouteDeclaration } from '../../resources/declaration';
import { routeKind } from '../routing/route-kinds';
import { ListScreen, RecordOrListScreen, ShowScreen, type ResourceScreenProps } from './generic';

// Screens by the name a route declares (`screen: 'list'`). Hand-written resource screens are added to this map;
// a name with no component yet falls back to the generic screen its path calls for.

export type ResourceScreen = ComponentType<ResourceScreenProps>;

export const resourceScreens: Readonly<Record<string, ResourceScreen>> = {
  list: ListScreen,
  show: ShowScreen,
};

/** The fallback rule, in one place: a path without `:id` lists, with `:id` shows, with `:id?` does either. */
export const genericScreenFor = (path: string): ResourceScreen => {
  const kind = routeKind(path);
  return kind === 'collection' ? ListScreen : kind === 'record' ? ShowScreen : RecordOrListScreen;
};

export const screenFor = (route: RouteDeclaration): ResourceScreen => resourceScreens[route.screen] ?? genericScreenFor(route.path);

/** Pages (dashboards, home redirect, profile) are written by their owners and handed to App by name. */
export type PageScreenProps = { page: PageDeclaration; route: RouteDeclaration };
export type PageScreens = Readonly<Record<string, ComponentType<PageScreenProps>>>;
