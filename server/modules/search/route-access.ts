import type { ResourceDeclaration, RouteDeclaration } from '../../../resources/declaration';
import { hasAnyRole, type Caller } from '../../auth/caller';

// Which SPA screen a path opens, and whether the caller may open it, read from the registry's route table.

const patternOf = (route: RouteDeclaration) =>
  new RegExp(
    `^${route.path
      .split('/')
      .map((segment) => (segment === ':id?' ? '(?:/[^/]+)?' : segment.startsWith(':') ? '/[^/]+' : segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : ''))
      .join('')}/?$`,
    // SPA routes match case-insensitively (react-router's default): /Profile is /profile.
    'i',
  );

/** The declared route a path (query and all) lands on, if any. */
export const routeOfPath = (resources: readonly ResourceDeclaration[], path: string) => {
  const pathname = path.split('?')[0];
  for (const resource of resources)
    for (const route of resource.routes ?? []) if (patternOf(route).test(pathname)) return route;
  return undefined;
};

export const canOpenPath = (resources: readonly ResourceDeclaration[], caller: Caller, path: string) => {
  const route = routeOfPath(resources, path);
  return route !== undefined && (route.roles === undefined || hasAnyRole(caller, route.roles));
};
