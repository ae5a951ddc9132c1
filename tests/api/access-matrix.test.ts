// Who reaches which generic endpoint, generated from the registry and the endpoint table, with real tokens
// signed by the embedded provider's key for the seven development users (one role each) against the app
// as `npm start` builds it (the registry, the migrations, a PGlite data folder):
// - no token: 401 on every generic route, admin and own;
// - admin paths: a role outside the resource's roles gets 403; a role inside never gets 401 or 403;
// - own (plain) paths: every signed-in user linked to an employee reaches them, a user with no employee
//   gets 403, and an employee never reads, changes or deletes another employee's rows through them;
// - tokens the provider did not issue for this API (forged, unsigned, expired, foreign) get 401 on both kinds
//   of path (tests/api/auth-tokens.test.ts covers the same on /users/currentUser).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { actionBasePathOf } from '../../resources/paths';
import { resources } from '../../resources.config';
import { actionRolesOf } from '../../resources/workflow';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { Role } from '../../resources/vocabulary';
import { buildApp } from '../../server/app';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { signDevToken } from '../../server/auth/dev-token';
import { DEV_USERS, devUserEmail } from '../../server/auth/dev-users';
import { loadSigningKeys, type SigningKeys } from '../../server/auth/signing-keys';
import { tokenAuthentication } from '../../server/auth/token-authentication';
import type { ServerConfig } from '../../server/config';
import { resourceTableOf } from '../../server/db/schema';
import type { Scope } from '../../server/operations/context';
import { API_PREFIX } from '../../server/routes/resource-routes';
import { ENDPOINTS, type Endpoint } from '../../server/routes/endpoints';
import { algorithmConfusionToken, signAccessToken, strangerJwk, unsignedToken } from '../helpers/access-tokens';
import { isWritable, sampleRows, sampleValue, type ApiCall, type SampleRow } from '../helpers/sample-rows';

/** No row has this id: allowed callers get 400/404 on it, so the matrix changes nothing it did not create. */
const MISSING_ID = 999_999;

type RouteCase = {
  resource: ResourceDeclaration;
  scope: Scope;
  endpoint: Endpoint;
  method: HTTPMethods;
  /** The route as registered, e.g. /api/admin/employees/:id. */
  pattern: string;
  url: string;
  /** An empty JSON object for writes: the access answer comes before (and without) success. */
  payload?: object;
  title: string;
};

const routesOf = (resource: ResourceDeclaration, scope: Scope): RouteCase[] => {
  const base = scope === 'admin' ? resource.api.admin : resource.api.own?.path;
  if (base === undefined) return [];
  return ENDPOINTS.filter((endpoint) => endpoint.isOffered(resource, scope)).map((endpoint) => {
    const method = endpoint.method(resource) as HTTPMethods;
    const pattern = `${API_PREFIX}${base.replace(/\/$/, '')}${endpoint.suffix(resource)}`;
    return {
      resource,
      scope,
      endpoint,
      method,
      pattern,
      url: pattern.replace(':id', String(MISSING_ID)).replace(':attachmentId', '1'),
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      title: `${method} ${pattern} (${endpoint.name})`,
    };
  });
};

/** A declared action as a case: every path parameter names no row, the body is empty. */
const actionCasesOf = (resource: ResourceDeclaration) =>
  (resource.actions ?? []).map((action) => {
    const base = actionBasePathOf(resource, action)!;
    const pattern = `${API_PREFIX}${base.replace(/\/$/, '')}${action.path}`;
    const method = action.method as HTTPMethods;
    return {
      resource,
      action,
      method,
      pattern,
      url: pattern.replace(/:\w+/g, String(MISSING_ID)),
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      title: `${method} ${pattern} (${action.scope}:${action.name})`,
    };
  });

const ACTION_CASES = resources.flatMap(actionCasesOf);
const ADMIN_ROUTES = resources.flatMap((resource) => routesOf(resource, 'admin'));
const OWN_ROUTES = resources.flatMap((resource) => routesOf(resource, 'own'));
const ALL_ROUTES = [...ADMIN_ROUTES, ...OWN_ROUTES];
const OWN_RESOURCES = resources.filter((resource) => resource.api.own);
const USERNAMES = DEV_USERS.map((user) => user.username);

let app: FastifyInstance;
let config: ServerConfig;
let keys: SigningKeys;
let database: TestDatabase;
const tokens = new Map<string, string>();
/** The employee row of each development user (same e-mail), and two employees no user is linked to. */
const employeeOf = new Map<string, number>();
let otherEmployee: number;
let parentsEmployee: number;

const injectWith = (token: string | undefined, route: Pick<RouteCase, 'method' | 'url' | 'payload'>) =>
  app.inject({
    method: route.method,
    url: route.url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.payload ? { payload: route.payload } : {}),
  } as InjectOptions);

const callAs =
  (username: string): ApiCall =>
  (method, url, payload) =>
    injectWith(tokens.get(username), { method, url, payload: payload as object | undefined });

const admin = callAs('admin');

beforeAll(async () => {
  database = await createTestDatabase('pglite', 'migrated');
  const { dataDir } = database;
  app = await buildApp({
    config: { dataDir, databaseUrl: undefined, authMode: 'dev', publicUrl: 'http://127.0.0.1:3000' },
    authentication: tokenAuthentication,
    distDir: `${dataDir}/no-spa`,
  });
  await app.ready();
  config = app.portal.config;
  keys = await loadSigningKeys(app.portal.db, config);
  for (const username of USERNAMES) tokens.set(username, await signDevToken(config, keys, username));

  // Every development user gets an employee with its e-mail (as the demo seed does), made through the
  // admin API after the users exist: the server links each user to it, so all seven reach the own paths.
  const rows = sampleRows(admin);
  for (const username of USERNAMES)
    employeeOf.set(username, (await rows.create('employees', { email: devUserEmail(username), firstName: username })).id);
  otherEmployee = (await rows.create('employees', { email: 'someone.else@example.com', firstName: 'Other' })).id;
  parentsEmployee = (await rows.create('employees', { email: 'parents@example.com', firstName: 'Parents' })).id;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the matrix itself', () => {
  it('covers every resource, each on its admin path, and every own path the registry declares', () => {
    expect(new Set(ADMIN_ROUTES.map((route) => route.resource.name))).toEqual(new Set(resources.map((resource) => resource.name)));
    expect(new Set(OWN_ROUTES.map((route) => route.resource.name))).toEqual(new Set(OWN_RESOURCES.map((resource) => resource.name)));
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(resources.length * 5);
  });

  it('is made of routes the app really registers', () => {
    const missing = ALL_ROUTES.filter((route) => !app.hasRoute({ method: route.method, url: route.pattern }));
    expect(missing.map((route) => route.title)).toEqual([]);
  });

  it('links every development user to the employee with its e-mail', async () => {
    for (const username of USERNAMES) {
      const response = await callAs(username)('GET', '/api/users/currentUser');
      expect(response.statusCode, username).toBe(200);
      expect(response.json().employeeId, username).toBe(employeeOf.get(username));
    }
  });
});

describe('without a token', () => {
  it.each(ALL_ROUTES.map((route) => [route.title, route] as const))('%s answers 401', async (_title, route) => {
    const response = await injectWith(undefined, route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

const roleOf = (username: string): Role => DEV_USERS.find((user) => user.username === username)!.role;

describe.each(resources.map((resource) => [resource.name, resource] as const))('the admin API of %s', (_name, resource) => {
  const cases = routesOf(resource, 'admin').flatMap((route) =>
    USERNAMES.map((username) => {
      const isAllowed = resource.roles.includes(roleOf(username));
      return [`${username} (${roleOf(username)}) ${route.title} is ${isAllowed ? 'let through' : 'refused with 403'}`, { route, username, isAllowed }] as const;
    }),
  );
  it.each(cases)('%s', async (_title, { route, username, isAllowed }) => {
    const response = await injectWith(tokens.get(username), route);
    if (isAllowed) {
      expect(response.statusCode, response.body).not.toBe(401);
      expect(response.statusCode, response.body).not.toBe(403);
      expect(response.statusCode, response.body).toBeLessThan(500);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: expect.stringContaining(resource.roles.join(', ')) });
    }
  });
});

describe('declared actions', () => {
  const cases = ACTION_CASES.flatMap((route) =>
    USERNAMES.map((username) => {
      const allowed = actionRolesOf(route.resource, route.action);
      const isAllowed = !allowed || allowed.includes(roleOf(username));
      return [`${username} (${roleOf(username)}) ${route.title} is ${isAllowed ? 'let through' : 'refused with 403'}`, { route, username, isAllowed }] as const;
    }),
  );
  test('are all registered', () => {
    // SPEC's trailing-slash paths are registered without the slash (the router ignores it; both spellings answer).
    const isRegistered = (route: (typeof ACTION_CASES)[number]) =>
      app.hasRoute({ method: route.method, url: route.pattern }) || app.hasRoute({ method: route.method, url: route.pattern.replace(/(.)\/$/, '$1') });
    expect(ACTION_CASES.filter((route) => !isRegistered(route)).map((route) => route.title)).toEqual([]);
  });
  it.each(cases)('%s', async (_title, { route, username, isAllowed }) => {
    const response = await injectWith(tokens.get(username), route);
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (isAllowed) expect([401, 403], response.body).not.toContain(response.statusCode);
    else expect(response.statusCode, response.body).toBe(403);
  });
});

describe.each(OWN_RESOURCES.map((resource) => [resource.api.own!.path, resource] as const))('the own path %s', (_path, resource) => {
  const routes = routesOf(resource, 'own');
  it.each(routes.flatMap((route) => USERNAMES.map((username) => [`${username} (${roleOf(username)}, linked to an employee) ${route.title} is let through`, { route, username }] as const)))(
    '%s',
    async (_title, { route, username }) => {
      const response = await injectWith(tokens.get(username), route);
      expect(response.statusCode, response.body).not.toBe(401);
      expect(response.statusCode, response.body).not.toBe(403);
      expect(response.statusCode, response.body).toBeLessThan(500);
    },
  );

  it.each(routes.map((route) => [route.title, route] as const))('%s is refused with 403 to a signed-in user with no employee', async (_title, route) => {
    const token = await signAccessToken(config, keys, 'no.employee', { claims: { email: 'no.employee@example.com' } });
    const response = await injectWith(token, route);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toContain('not linked to an employee');
  });
});

describe("an employee and another employee's rows on the own paths", () => {
  const ownersOf = (resource: ResourceDeclaration) => resource.api.own!.ownerFields;

  /**
   * A row owned by `employeeId`, made through the admin API as admin (for employees: that employee's own row).
   * Rows reached through membership (`api.own.membership`: a task through its project) get a parent of their
   * own with the owner as its member, so each employee reaches their row and not the other's.
   */
  /**
   * With `api.own.visibleIn` an employee sees a row only in some states (a payroll once Approved): the row (or
   * the row its `via` reference points at) is put in the first of them, as the workflow would.
   */
  const madeVisible = async (resource: ResourceDeclaration, row: SampleRow): Promise<SampleRow> => {
    const visible = resource.api.own?.visibleIn;
    if (!visible) return row;
    const via = visible.via ? resource.fields[visible.via] : undefined;
    const target = via?.type === 'reference' ? via.resource : resource.name;
    const targetId = visible.via ? (row[visible.via] as number) : row.id;
    const { table, columns } = resourceTableOf(app.portal.schema, target);
    await app.portal.db.update(table).set({ [visible.field]: visible.values[0] }).where(eq(columns.id, targetId));
    return (await admin('GET', `/api${resource.api.admin}/${row.id}`)).json() as SampleRow;
  };

  /**
   * A row owned by `employeeId`, made through the admin API as admin (for employees: that employee's own row).
   * Rows reached through membership (`api.own.membership`: a task through its project) get a parent of their
   * own with the owner as its member, so each employee reaches their row and not the other's.
   */
  const rowOwnedBy = async (resource: ResourceDeclaration, employeeId: number): Promise<SampleRow> => {
    const [ownerField] = ownersOf(resource);
    if (ownerField === 'id') return (await admin('GET', `/api${resource.api.admin}/${employeeId}`)).json() as SampleRow;
    const field = resource.fields[ownerField];
    const rows = sampleRows(admin, { employees: parentsEmployee });
    const membership = resource.api.own?.membership;
    if (membership && isWritable(resource, ownerField, field)) {
      // The member first: an owner must be a member of the row's parent (a task's owner, of its project).
      const parentField = resource.fields[membership.field];
      if (parentField.type !== 'reference') throw new Error(`${resource.name}.${membership.field} is not a reference`);
      const parent = await rows.create(parentField.resource);
      await rows.create(membership.members, { [membership.parentKey]: parent.id, employeeId });
      return madeVisible(resource, await rows.create(resource.name, { [ownerField]: employeeId, [membership.field]: parent.id }));
    }
    if (isWritable(resource, ownerField, field)) return madeVisible(resource, await rows.create(resource.name, { [ownerField]: employeeId }));
    // A server-set owner (payroll days copy the payroll's employee) is set as the server sets it.
    const row = await rows.create(resource.name);
    const { table, columns } = resourceTableOf(app.portal.schema, resource.name);
    await app.portal.db.update(table).set({ [ownerField]: employeeId }).where(eq(columns.id, row.id));
    return madeVisible(resource, (await admin('GET', `/api${resource.api.admin}/${row.id}`)).json() as SampleRow);
  };

  /** A writable business field that is not an owner, with a new valid value: an update an owner could make. */
  const changeOf = (resource: ResourceDeclaration, row: SampleRow) => {
    const candidates = Object.entries(resource.fields).filter(
      ([key, field]) => isWritable(resource, key, field) && field.type !== 'reference' && !ownersOf(resource).includes(key),
    );
    // A row of only references (a favourite: employee and task) has nothing else to change; the version alone asks.
    if (candidates.length === 0) return { version: row.version };
    // Any writable field will do; its new value is the declaration's own sample for another row (a patterned text
    // gets a text of its pattern), so no field of a new module needs a case here.
    const [key, field] = candidates[0];
    const value = sampleValue(key, field, 4242 + row.id);
    return { version: row.version, [key]: typeof value === 'boolean' && value === row[key] ? !value : value };
  };

  describe.each(OWN_RESOURCES.map((resource) => [resource.api.own!.path, resource] as const))('%s', (ownPath, resource) => {
    const own = resource.api.own!;
    const base = `/api${ownPath}`;
    const asEmployee = callAs('employee');
    let mine: SampleRow;
    let theirs: SampleRow;
    beforeAll(async () => {
      mine = await rowOwnedBy(resource, employeeOf.get('employee')!);
      theirs = await rowOwnedBy(resource, otherEmployee);
    });
    const isOwnedBy = (row: Record<string, unknown>, employeeId: number) =>
      own.ownerFields.some((field) => row[field] === employeeId);

    it('lists only the caller’s own rows', async () => {
      const response = await asEmployee('GET', `${base}?_start=0&_end=1000`);
      expect(response.statusCode).toBe(200);
      const rows = response.json() as SampleRow[];
      expect(rows.map((row) => row.id)).toContain(mine.id);
      expect(rows.map((row) => row.id)).not.toContain(theirs.id);
      expect(rows.filter((row) => !isOwnedBy(row, employeeOf.get('employee')!))).toEqual([]);
      expect(Number(response.headers['x-total-count'])).toBe(rows.length);
      // The admin path shows both, so the narrowing is the own path's doing.
      const all = (await admin('GET', `/api${resource.api.admin}?_start=0&_end=1000`)).json() as SampleRow[];
      expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    });

    it('finds nothing when filtering for the other employee’s rows', async () => {
      const filterable = own.ownerFields.filter((field) => field === 'id' || resource.fields[field]?.isFilterable);
      expect(filterable.length).toBeGreaterThan(0);
      for (const field of filterable) {
        const response = await asEmployee('GET', `${base}?${field}=${otherEmployee}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual([]);
      }
    });

    it('reads its own row by id and answers 404 for the other employee’s', async () => {
      expect((await asEmployee('GET', `${base}/${mine.id}`)).json()).toMatchObject({ id: mine.id });
      const response = await asEmployee('GET', `${base}/${theirs.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

    it('refuses to update the other employee’s row and leaves it unchanged', async () => {
      const response = await asEmployee(resource.api.update?.method ?? 'POST', `${base}/${theirs.id}`, changeOf(resource, theirs));
      expect([403, 404]).toContain(response.statusCode);
      expect((await admin('GET', `/api${resource.api.admin}/${theirs.id}`)).json()).toEqual(theirs);
    });

    it('refuses to delete the other employee’s row and keeps it', async () => {
      const response = await asEmployee('DELETE', `${base}/${theirs.id}`);
      expect([403, 404]).toContain(response.statusCode);
      expect((await admin('GET', `/api${resource.api.admin}/${theirs.id}`)).statusCode).toBe(200);
    });

    if (own.canCreate)
      it('refuses to create a row in the other employee’s name', async () => {
        const before = Number((await admin('GET', `/api${resource.api.admin}?_end=1`)).headers['x-total-count']);
        const body = await sampleRows(admin, { employees: parentsEmployee }).bodyOf(resource, { [own.ownerFields[0]]: otherEmployee });
        const response = await asEmployee('PUT', base, body);
        expect(response.statusCode, response.body).toBe(400);
        expect(Number((await admin('GET', `/api${resource.api.admin}?_end=1`)).headers['x-total-count'])).toBe(before);
      });
  });
});

describe('tokens the API must not accept', () => {
  const adminRoute = ADMIN_ROUTES.find((route) => route.resource.name === 'employees' && route.endpoint.name === 'list')!;
  const ownRoute = OWN_ROUTES.find((route) => route.resource.name === 'workouts' && route.endpoint.name === 'list')!;
  const forged: [string, () => Promise<string>][] = [
    ["an admin's token that has expired", () => signDevToken(config, keys, 'admin', -60)],
    ['a token signed by another key', async () => signAccessToken(config, keys, 'admin', { privateJwk: await strangerJwk() })],
    ['a token for another audience', () => signAccessToken(config, keys, 'admin', { audience: 'api://another-application' })],
    ['a token from another issuer', () => signAccessToken(config, keys, 'admin', { issuer: 'https://login.example.org/oidc' })],
    ['a token without the Po.Read scope', () => signAccessToken(config, keys, 'admin', { claims: { scope: 'openid profile', scp: 'User.Read' } })],
    ['an unsigned token (alg none)', async () => unsignedToken(config, 'admin')],
    ['an HS256 token keyed with the public key', () => algorithmConfusionToken(config, keys, 'admin')],
    ['a token that names no user', () => signAccessToken(config, keys, 'admin', { withoutSubject: true, claims: { preferred_username: undefined, email: undefined } })],
    ['a token with its payload edited after signing', async () => {
      const [header, , signature] = (await signDevToken(config, keys, 'employee')).split('.');
      const payload = JSON.parse(Buffer.from((await signDevToken(config, keys, 'admin')).split('.')[1], 'base64url').toString());
      return [header, Buffer.from(JSON.stringify(payload)).toString('base64url'), signature].join('.');
    }],
  ];
  it.each(forged.flatMap(([name, make]) => [adminRoute, ownRoute].map((route) => [`${name} on ${route.title}`, { make, route }] as const)))(
    '%s gets 401',
    async (_title, { make, route }) => {
      const response = await injectWith(await make(), route);
      expect(response.statusCode, response.body).toBe(401);
    },
  );

  it('gets 401 for a bearer-less authorization header', async () => {
    const token = tokens.get('admin')!;
    const response = await app.inject({ url: adminRoute.url, headers: { authorization: `Basic ${token}` } });
    expect(response.statusCode).toBe(401);
  });

  it('lets the same route through with a valid token, so the 401s above are about the token', async () => {
    expect((await injectWith(tokens.get('admin'), adminRoute)).statusCode).toBe(200);
    expect((await injectWith(tokens.get('employee'), ownRoute)).statusCode).toBe(200);
  });
});
