// Which SPA routes answer an access question about a refine resource or a menu section.
// useCan strips list/show/children from the resource it passes; a menu item still carries its `route`
// (the list path), anything else is looked up in the registry by name.
import { menuSections, registry } from '../../resources.config';
import { isResource, type RegistryEntry, type RouteDeclaration } from '../../resources/declaration';
import { routeKind } from '../../resources/paths';
import type { MenuSection } from '../../resources/vocabulary';

export type MenuItem = { section: MenuSection; label: string; path: string };

/** The side menu's items in registry order (SPEC §2 Side menu). */
export const menuItems = (entries: readonly RegistryEntry[] = registry): MenuItem[] =>
  entries.flatMap((entry) =>
    (entry.routes ?? []).flatMap((route) => (route.menu ? [{ ...route.menu, path: route.path }] : [])),
  );

/** The section a name stands for (a refine parent's name or label), as a module brought it. */
export const findSection = (name: string | undefined): string | undefined =>
  menuSections.find((section) => section.label.toLowerCase() === name?.toLowerCase())?.label;

/** What refine asks about: routes to open, or a resource's admin API (create, edit, delete buttons). */
export type AccessQuestion =
  | { kind: 'routes'; paths: string[] }
  | { kind: 'adminApi'; resourceName: string }
  /** A declared action, asked as `admin:<name>` or `own:<name>` (the policy's act). */
  | { kind: 'action'; resourceName: string; act: { scope: 'admin' | 'own'; name: string } }
  | { kind: 'unknown' };

const WRITE_ACTIONS = new Set(['create', 'edit', 'delete', 'clone']);

// The menu route when there is one (an entry may list on several routes: /leave_requests, /calendar, ...).
const listPaths = (routes: readonly RouteDeclaration[]) => {
  const inMenu = routes.filter((route) => route.menu);
  const listed = inMenu.length ? inMenu : routes.filter((route) => routeKind(route.path) === 'collection');
  return (listed.length ? listed : routes.slice(0, 1)).map((route) => route.path);
};

const entryQuestion = (entry: RegistryEntry, action: string): AccessQuestion => {
  const routes = entry.routes ?? [];
  const act = /^(admin|own):(\w+)$/.exec(action);
  if (act && isResource(entry)) return { kind: 'action', resourceName: entry.name, act: { scope: act[1] as 'admin' | 'own', name: act[2] } };
  if (WRITE_ACTIONS.has(action)) return isResource(entry) ? { kind: 'adminApi', resourceName: entry.name } : { kind: 'unknown' };
  // A record's page is any route of one record (`:id`), generic or hand-written (a payroll's details page).
  const shown = routes.filter((route) => routeKind(route.path) !== 'collection').map((route) => route.path);
  return { kind: 'routes', paths: action === 'show' && shown.length ? shown : listPaths(routes) };
};

export const accessQuestionFor = (
  { resource, action, route, label }: { resource?: string; action: string; route?: string; label?: string },
  entries: readonly RegistryEntry[] = registry,
): AccessQuestion => {
  if (action === 'list' && route) return { kind: 'routes', paths: [route] };
  const entry = entries.find((candidate) => candidate.name === resource);
  if (entry) return entryQuestion(entry, action);
  const screenRoutes = entries.flatMap((candidate) => candidate.routes ?? []).filter((route) => route.screen === resource);
  if (screenRoutes.length) return { kind: 'routes', paths: screenRoutes.map((route) => route.path) };
  if (resource?.startsWith('/')) return { kind: 'routes', paths: [resource] };
  // A side-menu section: visible when any of its items is (ThemedSider asks "list" about sections too).
  const section = findSection(resource) ?? findSection(label);
  if (section) {
    return { kind: 'routes', paths: menuItems(entries).filter((item) => item.section === section).map((item) => item.path) };
  }
  return { kind: 'unknown' };
};
