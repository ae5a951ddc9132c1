import type { ResourceProps } from '@refinedev/core';
import type { RegistryEntry, RouteDeclaration } from '../../resources/declaration';
import type { Scope } from '../providers/dataProvider';
import { routeKind, splitOptionalId } from '../../resources/paths';

// refine resource items derived from the registry: one per list route (so one resource listed on two routes,
// e.g. an admin list and an own list, is two items told apart by `identifier`), with the record route of the
// same scope as its `show`. A record route with no list to join gets an item of its own.

/** What the screens, the menu and the access control provider read from an item's meta. */
export type ScreenItemMeta = {
  label: string;
  /** The side-menu section (SPEC §2); refine nests the item under it. */
  parent?: string;
  /** Not in the side menu. */
  hide: boolean;
  /** The registry entry's name, also the item's `name`. */
  declaration: string;
  scope: Scope;
  roles?: RouteDeclaration['roles'];
};

export type ScreenItem = {
  entry: RegistryEntry;
  /** The item's identifier: the path of its first route (paths are unique across the registry). */
  identifier: string;
  routes: RouteDeclaration[];
  resource: ResourceProps & { meta: ScreenItemMeta };
};

const scopeOf = (route: RouteDeclaration): Scope => route.scope ?? 'admin';

const newItem = (entry: RegistryEntry, route: RouteDeclaration): ScreenItem => {
  const kind = routeKind(route.path);
  const paths =
    kind === 'record'
      ? { show: route.path }
      : kind === 'recordOrCollection'
        ? (({ listPath, showPath }) => ({ list: listPath, show: showPath }))(splitOptionalId(route.path))
        : { list: route.path };
  return {
    entry,
    identifier: route.path,
    routes: [route],
    resource: {
      name: entry.name,
      identifier: route.path,
      ...paths,
      meta: {
        label: route.menu?.label ?? entry.label,
        parent: route.menu?.section,
        hide: !route.menu,
        declaration: entry.name,
        scope: scopeOf(route),
        roles: route.roles,
      },
    },
  };
};

export const screenItemsOf = (entry: RegistryEntry): ScreenItem[] => {
  const routes = entry.routes ?? [];
  const items = routes.filter((route) => routeKind(route.path) !== 'record').map((route) => newItem(entry, route));
  // The generic record screen joins a list first, so a list's "show" action opens it.
  const records = routes.filter((route) => routeKind(route.path) === 'record');
  const ordered = [...records.filter((route) => route.screen === 'show'), ...records.filter((route) => route.screen !== 'show')];
  for (const route of ordered) {
    // The list whose path the record route extends (`/admin/movements` for `/admin/movements/:id`), else the first.
    const free = items.filter((item) => item.resource.list && !item.resource.show && item.resource.meta.scope === scopeOf(route));
    const list = free.find((item) => route.path.startsWith(`${String(item.resource.list)}/`)) ?? free[0];
    if (list) {
      list.resource.show = route.path;
      list.routes.push(route);
    } else items.push(newItem(entry, route));
  }
  // Registry order, then route order: the side menu follows it.
  const position = (item: ScreenItem) => routes.indexOf(item.routes[0]);
  return items.sort((left, right) => position(left) - position(right));
};

export const screenItems = (registry: readonly RegistryEntry[]): ScreenItem[] => registry.flatMap(screenItemsOf);

/**
 * The side-menu sections as items of their own, so the menu shows "HR", not the plural refine makes of a bare
 * parent name. Listed after the screens: refine places a parent where its first child is.
 */
const sectionItems = (items: readonly ScreenItem[]): ResourceProps[] =>
  [...new Set(items.flatMap((item) => (item.resource.meta.parent ? [item.resource.meta.parent] : [])))].map((section) => ({
    name: section,
    identifier: section,
    meta: { label: section },
  }));

export const refineResources = (registry: readonly RegistryEntry[]): ResourceProps[] => {
  const items = screenItems(registry);
  return [...items.map((item) => item.resource), ...sectionItems(items)];
};
