import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resources } from '../../resources.config';
import { defineResource } from '../../resources/declaration';
import { ROLES } from '../../resources/vocabulary';
import { buildApp } from '../../server/app';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { createTestDatabase, everyDatabaseKind } from '../helpers/databases';
import { as, callerWith, testAuthentication } from '../helpers/test-caller';

// The real registry on a database built by the committed migrations: every resource answers.
describe.each(everyDatabaseKind)('the registry served from migrations on %s', (kind) => {
  let t: TestApp;
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Staff portal</title>');
  fs.writeFileSync(path.join(distDir, 'app.js'), 'console.log(1)');
  beforeAll(async () => {
    t = await startTestApp(kind, { distDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });
  const everyRole = as(callerWith(ROLES, { employeeId: 1 }));

  test('every resource lists on its admin path and, if declared, its own path', async () => {
    for (const resource of resources) {
      const admin = await t.app.inject({ method: 'GET', url: `/api${resource.api.admin}`, headers: everyRole });
      expect(admin.statusCode, `${resource.name}: ${admin.body}`).toBe(200);
      expect(admin.headers['x-total-count'], resource.name).toBeDefined();
      if (!resource.api.own) continue;
      const own = await t.app.inject({ method: 'GET', url: `/api${resource.api.own.path}`, headers: everyRole });
      expect(own.statusCode, `${resource.name} own: ${own.body}`).toBe(200);
    }
  });

  test('the API description has a tag per resource and its admin paths', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: everyRole })).json();
    expect(docs.tags.map((tag: { name: string }) => tag.name)).toEqual(resources.map((resource) => resource.name));
    for (const resource of resources) expect(docs.paths, resource.name).toHaveProperty([`/api${resource.api.admin.replace(/\/$/, '')}/{id}`]);
  });

  test('the built SPA is served, with index.html for client routes but not for /api', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const deepLink = await t.app.inject({ method: 'GET', url: '/admin/employee_details/3' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<title>Staff portal</title>');
    const api = await t.app.inject({ method: 'GET', url: '/api/admin/nothing_here', headers: everyRole });
    expect(api.headers['content-type']).toMatch(/json/);
  });

  test('an unknown API path is a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers: everyRole });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No such path/);
  });
});

describe('a registry that no longer matches the migrations', () => {
  test('refuses to start and says to run db:generate', async () => {
    const extra = defineResource({
      name: 'notMigratedYet',
      module: 'hr',
      label: 'Not migrated',
      singular: 'Not migrated',
      titleField: 'name',
      fields: { name: { type: 'text' } },
      roles: ['ADMIN'],
      api: { admin: '/admin/not_migrated_yet' },
    });
    const database = await createTestDatabase('pglite', 'empty');
    try {
      await expect(
        buildApp({ resources: [...resources, extra], config: { dataDir: database.dataDir, databaseUrl: undefined }, authentication: testAuthentication }),
      ).rejects.toThrow(/npm run db:generate/);
    } finally {
      await database.drop();
    }
  });
});
