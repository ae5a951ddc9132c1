// The one access policy of the portal, generated from the registry and read by both the SPA (routes, menu)
// and the server (admin API): the policy lines of the casbin model (access-policy.conf at the top level, its one
// copy), written from the registry.
//
// Policy decision: every signed-in user may open their own profile (/Profile, reached as /profile too).
// SPEC's route table lists only EMPLOYEE, but SPEC's home redirect and profile menu send project managers
// (and everybody else) there, so the registry declares /Profile with no role limit (modules/shell/home.resource.ts).
import type { Enforcer } from 'casbin';
import { isResource, type ActionDeclaration, type RegistryEntry } from './declaration';
import { actionRolesOf } from './workflow';
import { ROLES, type Role } from './vocabulary';

/** The subject of lines open to any signed-in user (a route with no role limit). */
export const ANY_SIGNED_IN = '*';
export const OPEN_ROUTE = 'open';
export const USE_ADMIN_API = 'admin';

export type AccessEnforcer = Enforcer;

/** react-router matches paths case-insensitively, so the policy compares them lower-cased. */
export const normalizeRoutePath = (path: string) => {
  const bare = path.split(/[?#]/)[0].toLowerCase();
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

// keyMatch2 has no optional segment: `/task/:id?` becomes `/task` and `/task/:id`.
const expandOptionalSegments = (path: string): string[] => {
  const optional = path.match(/^(.*)\/(:[^/]+)\?$/);
  return optional ? [optional[1] || '/', `${optional[1]}/${optional[2]}`] : [path];
};

const apiObject = (resourceName: string) => `api:${resourceName}`;

/** An action's act: its scope and name (`admin:advance_status`, `own:send`), so one name may exist on both paths. */
export const actionAct = (action: Pick<ActionDeclaration, 'scope' | 'name'>) => `${action.scope}:${action.name}`;

export const buildPolicyLines = (registry: readonly RegistryEntry[]): string[] => {
  const lines = new Set<string>();
  for (const entry of registry) {
    for (const route of entry.routes ?? []) {
      const subjects = route.roles?.length ? route.roles : [ANY_SIGNED_IN];
      for (const path of expandOptionalSegments(route.path)) {
        for (const subject of subjects) lines.add(`p, ${subject}, ${normalizeRoutePath(path)}, ${OPEN_ROUTE}`);
      }
    }
    if (isResource(entry)) {
      for (const role of entry.roles) lines.add(`p, ${role}, ${apiObject(entry.name)}, ${USE_ADMIN_API}`);
      for (const action of entry.actions ?? [])
        for (const subject of actionRolesOf(entry, action) ?? [ANY_SIGNED_IN])
          lines.add(`p, ${subject}, ${apiObject(entry.name)}, ${actionAct(action)}`);
    }
  }
  return [...lines];
};

// A user with no role still counts as signed in, so routes without a role limit stay open to them.
const subjectsOf = (roles: readonly string[]) => (roles.length ? roles : [ANY_SIGNED_IN]);

// The policy never changes once built, and casbin answers by matching every policy line (about a millisecond a
// question in a browser): each answer is worked out once per enforcer. The server asks about the same few role
// sets on every request, the SPA's side menu about each of its items at every render. Route paths carry record
// ids, so the questions are open-ended: the kept answers are emptied once they are this many.
const MAX_KEPT_ANSWERS = 2000;
const answers = new WeakMap<AccessEnforcer, Map<string, boolean>>();
const keptAnswer = (enforcer: AccessEnforcer, question: string, work: () => boolean) => {
  let known = answers.get(enforcer);
  if (!known) answers.set(enforcer, (known = new Map()));
  let answer = known.get(question);
  if (answer === undefined) {
    if (known.size >= MAX_KEPT_ANSWERS) known.clear();
    answer = work();
    known.set(question, answer);
  }
  return answer;
};

export const canOpenRoute = (enforcer: AccessEnforcer, roles: readonly Role[] | readonly string[], path: string) => {
  const subjects = subjectsOf(roles);
  const route = normalizeRoutePath(path);
  return keptAnswer(enforcer, `${OPEN_ROUTE}\n${route}\n${subjects.join('\n')}`, () =>
    subjects.some((subject) => enforcer.enforceSync(subject, route, OPEN_ROUTE)),
  );
};

const isAllowedOnResource = (enforcer: AccessEnforcer, subjects: readonly string[], resourceName: string, act: string) =>
  keptAnswer(enforcer, `${act}\n${resourceName}\n${subjects.join('\n')}`, () =>
    subjects.some((subject) => enforcer.enforceSync(subject, apiObject(resourceName), act)),
  );

export const canUseAdminApi = (enforcer: AccessEnforcer, roles: readonly Role[] | readonly string[], resourceName: string) =>
  isAllowedOnResource(enforcer, roles, resourceName, USE_ADMIN_API);

/** May this caller run the action? (Own-scope actions are then narrowed to the caller's own rows.) */
export const canRunAction = (
  enforcer: AccessEnforcer,
  roles: readonly Role[] | readonly string[],
  resourceName: string,
  action: Pick<ActionDeclaration, 'scope' | 'name'>,
) => isAllowedOnResource(enforcer, subjectsOf(roles), resourceName, actionAct(action));

/** Whether the policy knows the path at all (for any role); unknown paths are the router's not-found. */
export const isDeclaredRoute = (enforcer: AccessEnforcer, path: string) =>
  canOpenRoute(enforcer, [...ROLES, ANY_SIGNED_IN], path);
