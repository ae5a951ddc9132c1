import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../resources.config';
import {
  buildPolicyLines,
  canOpenRoute,
  canUseAdminApi,
  isDeclaredRoute,
  type AccessEnforcer,
} from '../../resources/access-policy';
import { ROLES } from '../../resources/vocabulary';
import { createAccessEnforcer } from '../../server/auth/access-model';
import { createSplitPolicyEnforcer } from '../../src/access/split-policy-enforcer';

// The SPA hands casbin the policy split into rules; the server lets casbin read it as CSV. Both must hold the
// same rules and give the same answers.
describe("the SPA's enforcer built from split rules", () => {
  let server: AccessEnforcer;
  let spa: AccessEnforcer;
  beforeAll(async () => {
    [server, spa] = await Promise.all([createAccessEnforcer(registry), createSplitPolicyEnforcer(registry)]);
  });

  it('holds exactly the rules casbin reads from the policy lines', async () => {
    const serverRules = await server.getPolicy();
    expect(serverRules.length).toBe(buildPolicyLines(registry).length);
    expect(await spa.getPolicy()).toEqual(serverRules);
  });

  it('answers every declared route and admin API as the server does, for every role', () => {
    const subjects = ROLES.map((role) => [role]).concat([[]]);
    for (const entry of registry) {
      for (const route of entry.routes ?? []) {
        const path = route.path.replace(/\/:[^/]+\?$/, '').replace(/:[^/]+/g, '42') || '/';
        expect(isDeclaredRoute(spa, path)).toBe(isDeclaredRoute(server, path));
        for (const roles of subjects) expect(canOpenRoute(spa, roles, path), `${roles} ${path}`).toBe(canOpenRoute(server, roles, path));
      }
      for (const roles of subjects) expect(canUseAdminApi(spa, roles, entry.name)).toBe(canUseAdminApi(server, roles, entry.name));
    }
    // Every route for every role through two enforcers: seconds of CPU on a loaded machine, not a timed check.
  }, 60_000);
});
