// Where things live, worked out once from the declarations: the API paths a resource is served on (server
// routes, lookup, the data provider) and the SPA routes that open a record, a global-search hit or a
// notification. Pure (no React, no server code), so the SPA and the server ask the same module.
import type { ActionDeclaration, ResourceDeclaration, RouteDeclaration } from './declaration';
import type { ListLinkFilter } from './list-query';
import { tableNameOf } from './names';
import type { ActionNameOf } from './record-types';
import type { SearchType } from './vocabulary';

// ---- API paths ----

/** Every API path sits under this prefix, so an SPA route of the same name never collides with it (DESIGN "Contracts"). */
export const API_PREFIX = '/api';

/** Which API a call reads: the admin path, the employee's own path, or the lookup of referenced titles. */
export type ApiScope = 'admin' | 'own' | 'lookup';

/**
 * The collection path (without API_PREFIX) a resource declares for a scope; undefined when it declares no own
 * path. The lookup path always has a shape, but the server serves it only for resources something refers to.
 */
export const declaredApiPath = (resource: ResourceDeclaration, scope: ApiScope): string | undefined => {
  if (scope === 'lookup') return `/lookup/${resource.name}`;
  return scope === 'own' ? resource.api.own?.path : resource.api.admin;
};

/** The collection path a client calls: a screen in the own scope of a resource without own path reads the admin path. */
export const apiPathOf = (resource: ResourceDeclaration, scope: ApiScope): string =>
  declaredApiPath(resource, scope) ?? (scope === 'own' ? resource.api.plain : undefined) ?? resource.api.admin;

/** The top bar's global search (SPEC §7 Users and notifications). */
export const SEARCH_API_PATH = '/admin/search';

/** The notifications bell's calls; `:id` is the notification's for `seen`, the user's for `allSeen` (withRecordId fills it). */
export const NOTIFICATION_API_PATHS = {
  unread: '/notifications/current_user/',
  seen: '/notifications/seen/:id',
  allSeen: '/notifications/seen/user/:id',
} as const;

/** The caller's own e-mail preferences (GET reads, POST replaces) and ADMIN's audit trail (GET, list parameters). */
export const MAIL_API_PATHS = { preferences: '/mail/preferences' } as const;
export const AUDIT_API_PATHS = { trail: '/admin/audit_trail' } as const;

/** Each dashboard's one aggregate call sits on its SPA route's own path (under API_PREFIX). */
export const DASHBOARD_API_PATHS = { admin: '/admin/dashboard', accountant: '/accountant/dashboard' } as const;
export type DashboardName = keyof typeof DASHBOARD_API_PATHS;

// ---- SPA routes ----

export type RouteKind = 'collection' | 'record' | 'recordOrCollection';

/** What a declared SPA path shows, read from its `:id` segment; the only place that reads paths this way. */
export const routeKind = (path: string): RouteKind =>
  /\/:id\?(\/|$)/.test(path) ? 'recordOrCollection' : /\/:id(\/|$)/.test(path) ? 'record' : 'collection';

/** `/task/:id?` → `/task` (its list) and `/task/:id` (its record): refine's route matching has no optional segments. */
export const splitOptionalId = (path: string) => ({
  listPath: path.replace(/\/:id\?(?=\/|$)/, '') || '/',
  showPath: path.replace(/:id\?(?=\/|$)/, ':id'),
});

/** The SPA path a declaration gives one of its screens: screens link to each other through it, never by a literal. */
export const screenPathOf = (entry: { name: string; routes?: readonly RouteDeclaration[] }, screen: RouteDeclaration['screen']): string => {
  const route = entry.routes?.find((candidate) => candidate.screen === screen);
  if (!route) throw new Error(`${entry.name} declares no route for the screen ${screen}`);
  return route.path;
};

/** `/admin/employee_details/:id` + 7 → `/admin/employee_details/7` (also for an optional `:id?`). */
export const withRecordId = (routePath: string, id: string | number) =>
  routePath.replace(/:id\??/, encodeURIComponent(String(id)));

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/**
 * A list route opened on these filters, in the form refine's location sync reads (`filters[0][field]=…`), so
 * the list shows them as its own, visible and removable (a dashboard card's "Open list", the inbox badge).
 */
export const withListFilters = (path: string, filters: readonly ListLinkFilter[]) => {
  if (filters.length === 0) return path;
  const pair = (key: string, value: unknown) => `${key}=${encodeURIComponent(String(value))}`;
  const query = filters
    .flatMap(({ field, operator, value }, index) => [
      pair(`filters[${index}][field]`, field),
      pair(`filters[${index}][operator]`, operator),
      // "Is one of" as a list (`[value][0]=…&[value][1]=…`), as refine's location sync reads an array.
      ...(Array.isArray(value) ? value.map((one, position) => pair(`filters[${index}][value][${position}]`, one)) : [pair(`filters[${index}][value]`, value)]),
    ])
    .join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
};

/** The same rule the access policy is generated from: a route with no roles is open to any signed-in user. */
const isOpenTo = (route: RouteDeclaration, roles: readonly string[]) =>
  !route.roles?.length || route.roles.some((role) => roles.includes(role));

/**
 * Routes of a resource that show one record: the generic show screen, then lists that open a record beside them
 * (`opensRecordBy`), then hand-written record screens.
 */
const recordRoutesOf = (resource: ResourceDeclaration) => {
  const routes = resource.routes ?? [];
  const records = routes.filter((route) => routeKind(route.path) !== 'collection');
  const besideLists = routes.filter((route) => route.opensRecordBy && routeKind(route.path) === 'collection');
  return [...records.filter((route) => route.screen === 'show'), ...besideLists, ...records.filter((route) => route.screen !== 'show')];
};

/** A record route with the record's id: in its `:id`, or in the query parameter of a list that opens it. */
const recordPath = (route: RouteDeclaration, id: string | number) =>
  route.opensRecordBy ? withQuery(route.path, { [route.opensRecordBy]: String(id) }) : withRecordId(route.path, id);

/** Routes of a resource that list it: admin lists before the employee's own ones. */
const listRoutesOf = (resource: ResourceDeclaration) => {
  const lists = (resource.routes ?? []).filter((route) => routeKind(route.path) === 'collection');
  return [...lists.filter((route) => route.scope !== 'own'), ...lists.filter((route) => route.scope === 'own')];
};

/** Whose routes to choose from: only those open to these roles; any route when omitted. */
export type Viewer = { roles?: readonly string[] };
const openTo = ({ roles }: Viewer) => (route: RouteDeclaration) => roles === undefined || isOpenTo(route, roles);

/** The route pattern (`…/:id`) of a resource's record page the viewer may open, if any. */
export const recordRoutePathOf = (resource: ResourceDeclaration, viewer: Viewer = {}): string | undefined =>
  recordRoutesOf(resource).find(openTo(viewer))?.path;

/** The SPA route of one record (its show route with the id), if the resource has one the viewer may open. */
export const recordRouteOf = (resource: ResourceDeclaration, id: string | number, viewer: Viewer = {}): string | undefined => {
  const route = recordRoutesOf(resource).find(openTo(viewer));
  return route && recordPath(route, id);
};

/** The SPA route that lists a resource, if it has one the viewer may open. */
export const listRouteOf = (resource: ResourceDeclaration, viewer: Viewer = {}): string | undefined =>
  listRoutesOf(resource).find(openTo(viewer))?.path;

// ---- Where a pick leads ----

/** A hit of the global search, as the API answers it: one of SPEC's types, or the name of the resource found. */
export type SearchHit = { type: SearchType | string; id: number | string; number: string; description: string };

/** Query flag that makes the HR inbox open the calendar on the request (SPEC: "the calendar opens automatically"). */
export const OPEN_CALENDAR_FLAG = 'openCalendar';

/** The employee's own month sheet in the time-sheet grid (from the profile, and a non-admin's search pick). */
export const ownMonthSheetRoute = (monthId: string | number) => withQuery('/timesheet', { monthId: String(monthId) });

/** The employee's own payslip, flagged so the screen knows it was reached from the profile (SPEC §2). */
export const ownPayslipRoute = (labourId: string | number) =>
  withQuery(withRecordId('/payroll_details/:id', labourId), { fromMyProfile: 'true' });

const isAdmin = (roles: readonly string[]) => roles.includes('ADMIN');
const isHrManager = (roles: readonly string[]) => isAdmin(roles) || roles.includes('HR MANAGE');

/** A list opened on the one record picked (its number), the filter shown and removable. */
const listOnNumber = (path: string, { number }: SearchHit) => withListFilters(path, [{ field: 'number', operator: 'eq', value: number }]);

/** SPEC §2 "Global search": the screen each result type opens; paths as the route table declares them. */
const SEARCH_HIT_ROUTES: Record<SearchType, (hit: SearchHit, roles: readonly string[]) => string> = {
  EMPLOYEE: ({ id }) => withRecordId('/admin/employee_details/:id', id),
  LABOUR: ({ id }, roles) => (isAdmin(roles) ? withRecordId('/payroll_details/:id', id) : ownPayslipRoute(id)),
  TIMESHEETMONTH: ({ id }, roles) => (isAdmin(roles) ? withQuery('/admin/ts_approvals', { monthId: String(id) }) : ownMonthSheetRoute(id)),
  // HR opens the request on the team calendar; its employee, on their own requests.
  TIMESHEETHR: (hit, roles) =>
    isHrManager(roles) ? withQuery('/admin/leave_requests', { requestId: String(hit.id), [OPEN_CALENDAR_FLAG]: 'true' }) : listOnNumber('/leave_requests', hit),
  // The receipt's own page (with its files), not a list that may not show it.
  RECEIPT: ({ id }, roles) => withRecordId(isAdmin(roles) ? '/receipts/:id' : '/my_receipts/:id', id),
  TASKS: ({ id }) => withRecordId('/task/:id?', id),
  PROJECT: ({ id }) => withRecordId('/admin/project/:id', id),
  WORKORDER: ({ id }) => withRecordId('/admin/workorder_informations/:id', id),
};

const isSpecSearchType = (type: string): type is SearchType => Object.hasOwn(SEARCH_HIT_ROUTES, type);

/**
 * The SPA route a global-search pick opens for a viewer with these roles: SPEC's screen for its eight types, the
 * record page the viewer may open for any other (`resources`: where the hit's resource is found by name).
 */
export const searchHitRoute = (hit: SearchHit, roles: readonly string[], resources: readonly ResourceDeclaration[] = []): string | undefined => {
  if (isSpecSearchType(hit.type)) return SEARCH_HIT_ROUTES[hit.type](hit, roles);
  const resource = resources.find((candidate) => candidate.name === hit.type);
  return resource && recordRouteOf(resource, hit.id, { roles });
};

/** What a notification points at: a record of `parentTable` (a resource name or its table name). */
export type NotificationParent = { parentTable?: string | null; parent?: string | number | null };

/**
 * Where a notification leads its recipient: a route at once, or the parent's page of a record seen there
 * (`seenOnParent`), once the record has been read for its parent's id.
 */
export type NotificationTarget =
  | { route: string }
  | { resource: ResourceDeclaration; id: string | number; parentRoute: (record: Record<string, unknown>) => string | undefined };

/**
 * What a notification opens for its recipient: the record's own screen when the recipient may open it, else its
 * parent's page where it is seen there, else a list of the resource they may open. Undefined when it points at
 * nothing, or at nothing its recipient may open (no dead end: it stays unread).
 */
export const notificationTarget = (
  { parentTable, parent }: NotificationParent,
  { resources, roles }: { resources: readonly ResourceDeclaration[]; roles: readonly string[] },
): NotificationTarget | undefined => {
  if (!parentTable || parent === null || parent === undefined) return undefined;
  const resource = resources.find((candidate) => candidate.name === parentTable || tableNameOf(candidate.name) === parentTable);
  if (!resource) return undefined;
  const own = recordRouteOf(resource, parent, { roles });
  if (own) return { route: own };
  const seenOn = resource.seenOnParent;
  const parentResource = seenOn && resources.find((candidate) => candidate.name === seenOn.resource);
  if (seenOn && parentResource && recordRoutesOf(parentResource).some(openTo({ roles }))) {
    return {
      resource,
      id: parent,
      parentRoute: (record) => {
        const parentId = record[seenOn.field];
        return typeof parentId === 'number' || typeof parentId === 'string' ? recordRouteOf(parentResource, parentId, { roles }) : undefined;
      },
    };
  }
  const list = listRouteOf(resource, { roles });
  return list ? { route: list } : undefined;
};

/** The route a notification opens when no record needs reading first (see notificationTarget). */
export const notificationRoute = (...args: Parameters<typeof notificationTarget>): string | undefined => {
  const target = notificationTarget(...args);
  return target && 'route' in target ? target.route : undefined;
};

/**
 * The base path an action's own path is below: its declared `basePath` (a spec path outside the resource's
 * paths, e.g. `/admin/cost_annual`), else its scope's path. Undefined for an own action of a resource with none.
 */
export const actionBasePathOf = (resource: ResourceDeclaration, action: Pick<ActionDeclaration, 'scope' | 'basePath'>) =>
  action.basePath?.replace(/\/$/, '') ??
  declaredApiPath(resource, action.scope) ??
  // Rows that are the caller's through membership (their work orders) have a plain path for own actions only.
  (action.scope === 'own' ? resource.api.plain : undefined);

/** A declared action's API path (its base path and its own), `:id` filled when given: a screen's own calls use it. */
export const actionPathOf = <D extends ResourceDeclaration>(resource: D, name: ActionNameOf<D>, id?: string | number): string => {
  const action = resource.actions?.find((candidate) => candidate.name === name);
  if (!action) throw new Error(`${resource.name} declares no action ${name}`);
  const path = `${actionBasePathOf(resource, action) ?? ''}${action.path}`;
  return id === undefined ? path : withRecordId(path, id);
};
