import { resources } from '../../resources.config';
import { defineResource } from '../../resources/declaration';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { testDatabaseKinds } from '../helpers/databases';
import { as, callerWith } from '../helpers/test-caller';

// "Adding a resource is one config entry": a declaration written here and nowhere else gets a table,
// validation, CRUD endpoints and docs, with no other code.
const parkingSpaces = defineResource({
  name: 'parkingSpaces',
  module: 'hr',
  label: 'Parking spaces',
  singular: 'Parking space',
  titleField: 'code',
  fields: {
    code: { type: 'text', isRequired: true, isUnique: true, maxLength: 10, pattern: '^P[0-9]+$', isFilterable: true },
    level: { type: 'integer', min: -3, max: 3 },
    hasCharger: { type: 'boolean', default: false },
    assignedTo: { type: 'reference', resource: 'employees', onDelete: 'set null' },
  },
  roles: ['ADMIN', 'HR MANAGE'],
  api: { admin: '/admin/parking_spaces', planned: ['POST /admin/parking_spaces/assign/{id}'] },
  defaultSort: { field: 'code', order: 'asc' },
});

describe.each(testDatabaseKinds)('a brand-new resource on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { resources: [...resources, parkingSpaces], database: 'push' });
  });
  afterAll(() => t?.close());
  const hr = as(callerWith(['HR MANAGE']));

  test('gets create, list, read, update and delete from its declaration alone', async () => {
    const created = await t.app.inject({ method: 'PUT', url: '/api/admin/parking_spaces', headers: hr, payload: { code: 'P12', level: -1 } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'P12', level: -1, hasCharger: false, assignedTo: null, version: 1 });
    const id = created.json().id;

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/parking_spaces?code_startswith=p1', headers: hr });
    expect(listed.headers['x-total-count']).toBe('1');

    const updated = await t.app.inject({ method: 'POST', url: `/api/admin/parking_spaces/${id}`, headers: hr, payload: { version: 1, hasCharger: true } });
    expect(updated.json()).toMatchObject({ hasCharger: true, version: 2 });

    const invalid = await t.app.inject({ method: 'PUT', url: '/api/admin/parking_spaces', headers: hr, payload: { code: 'X1', level: 9 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ code: 'Must match ^P[0-9]+$', level: 'Must be at most 3' });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/parking_spaces/${id}`, headers: hr })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/parking_spaces/${id}`, headers: hr })).statusCode).toBe(404);
  });

  test('appears in the API description with its planned calls', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: hr })).json();
    expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/api/admin/parking_spaces', '/api/admin/parking_spaces/{id}']));
    expect(docs.paths['/api/admin/parking_spaces'].put.requestBody.content['application/json'].schema.required).toEqual(['code']);
    const tag = docs.tags.find((entry: { name: string }) => entry.name === 'parkingSpaces');
    expect(tag.description).toContain('Planned (SPEC §7 calls not built yet): POST /admin/parking_spaces/assign/{id}');
  });
});
