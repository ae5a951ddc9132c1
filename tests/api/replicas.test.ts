// Two API processes ("replicas") on one PostgreSQL database behind the same public origin, as two instances behind a
// load balancer: started at once on an empty database, they migrate and seed one after the other and both come up;
// then whatever one of them does counts on the other (README "Running several replicas").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { signDevToken } from '../../server/auth/dev-token';
import { loadSigningKeys } from '../../server/auth/signing-keys';
import { tokenAuthentication } from '../../server/auth/token-authentication';
import { apiScope, type ServerConfig } from '../../server/config';
import { LISTENER_NAME } from '../../server/db/cluster-events';
import { seedOnFirstStart } from '../../server/db/first-start';
import { queryRows } from '../../server/db/seed/context';
import { firmToday } from '../../resources/firm-calendar';
import { runOncePerDay } from '../../server/jobs/daily-jobs';
import { dailyJobsOf } from '../../server/modules/workflows';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { freePort } from '../helpers/free-port';
import { multipartOf } from '../helpers/multipart';
import { oidcBrowser } from './oidc-browser';

const SIGN_IN_LIMIT = 6;

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe.runIf(process.env.TEST_DATABASE_URL)('two replicas on one PostgreSQL database', () => {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let publicUrl: string;
  const originOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const seeded: boolean[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', 'empty');
    const [portA, portB] = [await freePort(), await freePort()];
    publicUrl = `http://127.0.0.1:${portA}`;
    const start = async (port: number) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-replica-'));
      dataDirs.push(dataDir);
      const config: Partial<ServerConfig> = {
        dataDir,
        databaseUrl: database.databaseUrl,
        authMode: 'dev',
        port,
        publicUrl,
        clientId: 'replica-portal-client',
        rateLimits: { signIn: SIGN_IN_LIMIT, token: 60 },
        trustProxy: ['127.0.0.1'],
      };
      const app = await buildApp({ config, authentication: tokenAuthentication, distDir: `${dataDir}/no-spa` });
      seeded.push(await seedOnFirstStart(app, true));
      await app.listen({ port, host: '127.0.0.1' });
      return app;
    };
    // Both at once on the empty database, as two replicas rolled out together.
    [a, b] = await Promise.all([start(portA), start(portB)]);
  }, 300_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const tokenFor = async (username: string) => signDevToken(a.portal.config, await loadSigningKeys(a.portal.db, a.portal.config), username);
  const injectAs = async (app: FastifyInstance, username: string, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${await tokenFor(username)}` } });
  const userIdOf = async (username: string) => (await injectAs(a, username, { url: '/api/users/currentUser' })).json().id as number;

  it('both come up on the empty database: one migrated and seeded, the other waited and found it done', async () => {
    expect(seeded.filter(Boolean)).toHaveLength(1);
    for (const app of [a, b]) expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const [row] = await queryRows<{ count: number }>(a.portal.db, sql`select count(*)::int as count from users where username = 'admin'`);
    expect(row.count).toBe(1);
    // Both hold the same keys, read from the database.
    const [keysA, keysB] = await Promise.all([a, b].map((app) => loadSigningKeys(app.portal.db, app.portal.config)));
    expect(keysB.privateJwk.kid).toBe(keysA.privateJwk.kid);
    expect(keysB.cookieSecrets).toEqual(keysA.cookieSecrets);
  });

  /** authorize → sign-in page → code → tokens, each step sent to the replica `steps` names. */
  const signIn = async (username: string, steps: { authorize: string; signIn: string; token: string }) => {
    const verifier = randomBytes(32).toString('base64url');
    const browser = oidcBrowser(publicUrl);
    const authorize = `/oidc/auth?${new URLSearchParams({
      client_id: a.portal.config.clientId,
      redirect_uri: publicUrl,
      response_type: 'code',
      scope: `openid profile ${apiScope(a.portal.config)}`,
      state: 'replica-state',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })}`;
    const start = await browser.request(authorize, {}, steps.authorize);
    expect(start.status).toBe(303);
    const interaction = start.headers.get('location')!;
    expect((await browser.request(interaction, {}, steps.authorize)).status).toBe(200);
    let response = await browser.postForm(interaction, { username }, steps.signIn);
    while (response.status === 303 || response.status === 302) {
      const location = response.headers.get('location')!;
      if (location.startsWith(publicUrl) && !location.includes('/oidc/')) break;
      response = await browser.request(location, {}, steps.signIn);
    }
    expect([302, 303]).toContain(response.status);
    const code = new URL(response.headers.get('location')!).searchParams.get('code');
    expect(code).toBeTruthy();
    const tokens = await browser.postForm(
      '/oidc/token',
      { client_id: a.portal.config.clientId, grant_type: 'authorization_code', code: code!, redirect_uri: publicUrl, code_verifier: verifier },
      steps.token,
    );
    expect(tokens.status).toBe(200);
    return (await tokens.json()).access_token as string;
  };

  const currentUser = (app: FastifyInstance, token: string) => fetch(`${originOf(app)}/api/users/currentUser`, { headers: { authorization: `Bearer ${token}` } });

  it('accepts on B a token that A issued', async () => {
    const token = await signIn('pm', { authorize: originOf(a), signIn: originOf(a), token: originOf(a) });
    const me = await currentUser(b, token);
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe('pm');
  });

  it('finishes on B a sign-in begun on A', async () => {
    const token = await signIn('employee', { authorize: originOf(a), signIn: originOf(b), token: originOf(b) });
    for (const app of [a, b]) expect((await currentUser(app, token)).status).toBe(200);
  });

  it('counts on B, at its next request, a group change and a deactivation made through A', async () => {
    const employees = { url: '/api/admin/employees?_start=0&_end=1' };
    expect((await injectAs(b, 'sales', employees)).statusCode).toBe(403);
    const roles = (await injectAs(a, 'admin', { url: '/api/admin/rbac/roles?_end=100' })).json() as { id: number; name: string }[];
    const hrManage = roles.find((role) => role.name === 'HR MANAGE')!.id;
    const groupId = (await injectAs(a, 'admin', { method: 'PUT', url: '/api/admin/rbac/groups', payload: { name: 'Replica helpers' } })).json().id;
    const sales = await userIdOf('sales');
    const joined = await injectAs(a, 'admin', { method: 'POST', url: '/api/admin/rbac/groups/users', payload: { groupId, userIds: [sales], roleIds: [hrManage] } });
    expect(joined.statusCode).toBe(200);
    expect((await injectAs(b, 'sales', employees)).statusCode).toBe(200);
    expect((await injectAs(a, 'admin', { method: 'POST', url: '/api/admin/rbac/groups/users', payload: { groupId, userIds: [] } })).statusCode).toBe(200);
    expect((await injectAs(b, 'sales', employees)).statusCode).toBe(403);

    expect((await injectAs(b, 'accountant', { url: '/api/users/roles' })).statusCode).toBe(200);
    const accountant = await userIdOf('accountant');
    const record = (await injectAs(a, 'admin', { url: `/api/admin/users/${accountant}` })).json();
    const deactivated = await injectAs(a, 'admin', { method: 'POST', url: `/api/admin/users/${accountant}`, payload: { version: record.version, isActive: false } });
    expect(deactivated.statusCode).toBe(200);
    expect((await injectAs(b, 'accountant', { url: '/api/users/roles' })).statusCode).toBe(403);
  });

  it('hears identity writes again once a lost listening connection has come back', async () => {
    const listeners = async () =>
      (await queryRows<{ pid: number }>(a.portal.db, sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`)).map(
        (row) => row.pid,
      );
    const before = await listeners();
    expect(before).toHaveLength(2);
    await a.portal.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`);
    await vi.waitFor(async () => {
      const now = await listeners();
      expect(now).toHaveLength(2);
      expect(now.some((pid) => before.includes(pid))).toBe(false);
    }, { timeout: 30_000, interval: 100 });

    const payroll = { url: '/api/admin/labour?_start=0&_end=1' };
    expect((await injectAs(b, 'employee', payroll)).statusCode).toBe(403);
    const accountants = (await injectAs(a, 'admin', { url: '/api/admin/rbac/groups?name=Accountants' })).json()[0].id;
    const link = await injectAs(a, 'admin', { method: 'PUT', url: '/api/admin/rbac/group_users', payload: { groupId: accountants, userId: await userIdOf('employee') } });
    expect(link.statusCode).toBe(201);
    expect((await injectAs(b, 'employee', payroll)).statusCode).toBe(200);
  });

  it('serves from B a picture uploaded through A, and answers a file missing from storage with a JSON 404', async () => {
    const userId = await userIdOf('hr');
    const upload = multipartOf([{ field: 'profile_picture', fileName: 'me.png', contentType: 'image/png', content: PNG }]);
    const uploaded = await injectAs(a, 'hr', { method: 'POST', url: `/api/users/profile-picture/${userId}`, ...upload });
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json().profilePicture as string;
    const picture = await b.inject({ url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    // Nothing was written to either replica's folder.
    for (const dataDir of dataDirs) expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);

    await a.portal.db.execute(sql`delete from stored_files`);
    const missing = await b.inject({ url });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toEqual({ message: 'This user has no profile picture at this address' });
  });

  it('runs a daily job once for both replicas', async () => {
    const day = firmToday();
    await a.portal.db.execute(sql`delete from daily_job_runs`);
    let runs = 0;
    // The modules' daily jobs, as server/main.ts schedules them (each module's `dailyJobs`).
    expect(dailyJobsOf(a).map((job) => job.name).sort()).toEqual(['contractExpiryNotices', 'safetyExpiryNotices']);
    const counted = (app: FastifyInstance) => {
      const job = dailyJobsOf(app).find((candidate) => candidate.name === 'contractExpiryNotices')!;
      return runOncePerDay(app.portal.db, job.name, day, async (tx) => {
        runs++;
        await job.run(tx, day);
      });
    };
    const ran = await Promise.all([counted(a), counted(b), counted(a), counted(b)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    const rows = await queryRows<{ job: string; day: string }>(b.portal.db, sql`select job, last_day::text as day from daily_job_runs`);
    expect(rows).toEqual([{ job: 'contractExpiryNotices', day }]);
  });

  it('counts rate limits across both replicas, per client address the balancer names', async () => {
    const post = (app: FastifyInstance, client: string) =>
      fetch(`${originOf(app)}/oidc/interaction/no-such-sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
        body: 'username=nobody',
      });
    for (let index = 0; index < SIGN_IN_LIMIT; index++) expect((await post(index % 2 === 0 ? a : b, '203.0.113.7')).status).not.toBe(429);
    const refused = await post(b, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many attempts from this address/);
    // Another client behind the same balancer still has its own count.
    expect((await post(a, '203.0.113.8')).status).not.toBe(429);
  });
});
