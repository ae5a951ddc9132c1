import type { ComponentType } from 'react';
import type { PageDeclaration, RouteDeclaration } from '../../resources/declaration';
import { routeKind } from '../routing/route-kinds';
import type { ResourceScreenProps } from './generic/screen-props';
import { lazyNamed } from './lazy';

// Screens by the name a route declares (`screen: 'list'`). Hand-written resource screens are added to this map;
// a name with no component yet falls back to the generic screen its path calls for.

export type ResourceScreen = ComponentType<ResourceScreenProps>;

/** The generic screens as routes load them (each in its own chunk). */
export const genericScreens = {
  list: lazyNamed<ResourceScreenProps>(() => import('./generic/list-screen'), 'ListScreen'),
  show: lazyNamed<ResourceScreenProps>(() => import('./generic/show-screen'), 'ShowScreen'),
  recordOrList: lazyNamed<ResourceScreenProps>(() => import('./generic/record-or-list-screen'), 'RecordOrListScreen'),
};

export const resourceScreens: Readonly<Record<string, ResourceScreen>> = {
  list: genericScreens.list,
  show: genericScreens.show,
  overview: lazyNamed<ResourceScreenProps>(() => import('./finance/overview-screen'), 'OverviewScreen'),
  reconciliation: lazyNamed<ResourceScreenProps>(() => import('./finance/reconciliation-screen'), 'ReconciliationScreen'),
};

/** The fallback rule, in one place: a path without `:id` lists, with `:id` shows, with `:id?` does either. */
export const genericScreenFor = (path: string): ResourceScreen => {
  const kind = routeKind(path);
  return kind === 'collection' ? genericScreens.list : kind === 'record' ? genericScreens.show : genericScreens.recordOrList;
};

export const screenFor = (route: RouteDeclaration): ResourceScreen => resourceScreens[route.screen] ?? genericScreenFor(route.path);

/** Pages (dashboards, home redirect, profile) are written by their owners and handed to App by name. */
export type PageScreenProps = { page: PageDeclaration; route: RouteDeclaration };
export type PageScreens = Readonly<Record<string, ComponentType<PageScreenProps>>>;
