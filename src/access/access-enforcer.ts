// The SPA's one casbin enforcer, built on first use: casbin (~50 KiB gzip) stays out of the first load.
import { registry } from '../../resources.config';
import type { Role } from '../../resources/vocabulary';
import { loadOnce } from '../screens/lazy';

export type RouteAccess = {
  canOpenRoute: (roles: readonly Role[], path: string) => boolean;
  canUseAdminApi: (roles: readonly Role[], resourceName: string) => boolean;
  canRunAction: (roles: readonly Role[], resourceName: string, act: { scope: 'admin' | 'own'; name: string }) => boolean;
  /** Whether the policy declares the path for anybody; other paths are left to the router's not-found. */
  isDeclaredRoute: (path: string) => boolean;
};

let loaded: RouteAccess | undefined;

// Each answer is worked out once and kept (resources/access-policy.ts): the side menu asks at every render.
const build = async (): Promise<RouteAccess> => {
  const [policy, { createSplitPolicyEnforcer }] = await Promise.all([
    import('../../resources/access-policy'),
    import('./split-policy-enforcer'),
  ]);
  const enforcer = await createSplitPolicyEnforcer(registry);
  return {
    canOpenRoute: (roles, path) => policy.canOpenRoute(enforcer, roles, path),
    canUseAdminApi: (roles, resourceName) => policy.canUseAdminApi(enforcer, roles, resourceName),
    canRunAction: (roles, resourceName, act) => policy.canRunAction(enforcer, roles, resourceName, act),
    isDeclaredRoute: (path) => policy.isDeclaredRoute(enforcer, path),
  };
};

/** The enforcer when it has loaded (start-up loads it beside sign-in), so a first render need not wait a turn. */
export const loadedRouteAccess = () => loaded;

// A failure is forgotten, so the next call retries instead of denying forever.
export const loadRouteAccess = loadOnce(async () => (loaded = await build()));
