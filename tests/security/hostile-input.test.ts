// Generated from every route Fastify registered (so a module's new action is covered the day it lands):
// fast-check throws hostile path segments, query strings, JSON, raw and multipart bodies at each, as ADMIN
// (who passes every role check, so the input is really read). Every answer must be below 500 and a
// refusal must have the error shape; a route whose refusals were all refused must leave every table as it
// was (row counts and newest row versions, security-app.ts). docs/developers/testing.md, "The security suite", lists what is thrown.
import fc from 'fast-check';
import { resources } from '../../resources.config';
import { declaredApiPath } from '../../resources/paths';
import { API_PREFIX } from '../../resources/paths';
import { everyDatabaseKind, type TestDatabaseKind } from '../helpers/databases';
import { hostileCase, type HostileCase } from './hostile-cases';
import { admin, fingerprintOf, isErrorShape, startSecurityApp, type SecurityApp } from './security-app';

// ≥ 50,000 cases per CI run: 40,000 on PGlite and 10,000 on PostgreSQL (when TEST_DATABASE_URL is set), for time;
// without PostgreSQL, PGlite alone runs SECURITY_CASES (50,000).
// Measured about 15 ms a case under a load average of 20 on the shared 2-core machine (README); an idle run
// was not measured. The time limit is generous so that a loaded run finishes rather than times out.
const CASES: Record<TestDatabaseKind, number> = {
  pglite: Math.round(Number(process.env.SECURITY_CASES ?? 50_000) * (process.env.TEST_DATABASE_URL ? 0.8 : 1)),
  postgres: Math.round(Number(process.env.SECURITY_CASES ?? 50_000) / 5),
};
// The seed changes per run unless given, so a failure names the seed that reproduces it.
const SEED = Number(process.env.SECURITY_SEED ?? Date.now() % 2 ** 31);

/** The fields of the resources whose API paths the route sits under: names a hostile body or filter uses. */
const fieldNamesOf = (url: string) =>
  resources
    .filter((resource) =>
      (['admin', 'own'] as const).some((scope) => {
        const base = declaredApiPath(resource, scope);
        return base !== undefined && url.startsWith(`${API_PREFIX}${base.replace(/\/$/, '')}`);
      }),
    )
    .flatMap((resource) => Object.keys(resource.fields));

const isReadOnly = (method: string) => method === 'GET' || method === 'HEAD';

describe.each(everyDatabaseKind)('hostile input on every route on %s', (kind) => {
  let api: SecurityApp;
  beforeAll(async () => {
    api = await startSecurityApp(kind);
    // A user's first read after signing in stores their browser's language (modules/users/server/current-user-routes.ts):
    // done here once, as a sign-in does, so that the routes fuzzed below start from a user who has signed in.
    expect((await api.inject({ method: 'GET', url: `${API_PREFIX}/users/currentUser`, headers: admin })).statusCode).toBe(200);
  });
  afterAll(() => api?.close());

  test(`${CASES[kind]} generated cases: never a 5xx, refusals in the error shape and changing nothing (seed ${SEED})`, async () => {
    const { db, schema, routes: registered } = api.app.portal;
    const routes = [...new Map(registered.filter((route) => route.url.startsWith(`${API_PREFIX}/`) && !route.url.startsWith(`${API_PREFIX}/docs`) && !['HEAD', 'OPTIONS'].includes(route.method)).map((route) => [`${route.method} ${route.url}`, route])).values()];
    expect(routes.length).toBeGreaterThan(100);
    const runsPerRoute = Math.ceil(CASES[kind] / routes.length);
    let cases = 0;
    const statuses = new Map<number, number>();

    // The database is compared after every route: with the state before it if all its writes were refused,
    // and taken afresh after a route that accepted one (a harmless valid request, e.g. an action on row 1).
    let before = await fingerprintOf(db, schema);
    let fingerprintMs = 0;
    for (const route of routes) {
      let hasAcceptedWrite = false;
      const send = async ({ path, query, body }: HostileCase) => {
        const response = await api.inject({
          method: route.method as 'GET',
          url: query ? `${path}?${query}` : path,
          headers: { ...admin, ...body?.headers },
          payload: body?.payload,
        });
        cases += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode < 400) hasAcceptedWrite ||= !isReadOnly(route.method);
        const where = `${route.method} ${route.url} as ${route.method} ${path}?${query} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (response.statusCode >= 400) expect(isErrorShape(response), where).toBe(true);
      };
      await fc.assert(fc.asyncProperty(hostileCase(route, fieldNamesOf(route.url)), send), { numRuns: runsPerRoute, seed: SEED, endOnFailure: true });
      if (isReadOnly(route.method) && !hasAcceptedWrite) continue;
      const started = performance.now();
      const after = await fingerprintOf(db, schema);
      fingerprintMs += performance.now() - started;
      if (!hasAcceptedWrite) expect(after, `${route.method} ${route.url} changed data while refusing every request`).toEqual(before);
      before = after;
    }
    console.log(`security (${kind}): ${cases} cases on ${routes.length} routes, ${Math.round(fingerprintMs)} ms in fingerprints, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(cases).toBeGreaterThanOrEqual(CASES[kind]);
  }, 1_500_000);
});
