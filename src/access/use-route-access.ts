import { useEffect, useState } from 'react';
import { loadedRouteAccess, loadRouteAccess, type RouteAccess } from './access-enforcer';
import type { Role } from '../../resources/vocabulary';

/** The cached enforcer once loaded; undefined while casbin is still loading. */
export const useRouteAccess = () => {
  const [access, setAccess] = useState<RouteAccess | undefined>(loadedRouteAccess);
  useEffect(() => {
    if (access) return;
    let isCurrent = true;
    loadRouteAccess().then(
      (loaded) => isCurrent && setAccess(() => loaded),
      (error: unknown) => console.error('Loading the access policy failed', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [access]);
  return access;
};

export type RouteDecision = 'open' | 'denied' | 'undeclared';

/**
 * A path the policy does not declare (a generic create/edit screen under a declared list, say) takes the
 * answer of its nearest declared parent; a path with none is left to the router's not-found page.
 */
export const decideRoute = (access: RouteAccess, roles: readonly Role[], path: string): RouteDecision => {
  for (let candidate = path; candidate; candidate = candidate.replace(/\/[^/]*$/, '')) {
    if (access.isDeclaredRoute(candidate)) return access.canOpenRoute(roles, candidate) ? 'open' : 'denied';
  }
  return 'undeclared';
};
