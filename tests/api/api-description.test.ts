// The OpenAPI document at /api/docs/json (issue 28): a validator accepts it, every operation names its refusals in
// the one JSON error shape, and only a signed-in caller may read it.
import SwaggerParser from '@apidevtools/swagger-parser';
import { startAuthApp, type AuthApp } from './auth-harness';
import { testDatabaseKinds } from '../helpers/databases';

type Operation = { responses: Record<string, { $ref?: string }>; security?: unknown[] };

describe.each(testDatabaseKinds)('the API description on %s', (kind) => {
  let t: AuthApp;
  beforeAll(async () => {
    t = await startAuthApp(kind);
  });
  afterAll(() => t?.close());

  const signedInDocument = async () => {
    const reply = await t.injectAs('employee', { method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    return reply.json();
  };

  test('is valid OpenAPI for swagger-parser, and describes only the API (not the sign-in provider at /oidc)', async () => {
    const document = await signedInDocument();
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  test('every operation documents 400, 401, 403, 404 and 409 with the shared error shape', async () => {
    const document = await signedInDocument();
    expect(document.components.schemas.Error).toMatchObject({ required: ['message'], properties: { message: { type: 'string' }, errors: { type: 'object' } } });
    for (const name of ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict'])
      expect(document.components.responses[name].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    let operations = 0;
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(item)) {
        operations++;
        const isOpen = Array.isArray(operation.security) && operation.security.length === 0;
        const expected = isOpen ? ['400', '404', '409'] : ['400', '401', '403', '404', '409'];
        for (const status of expected) expect(operation.responses[status]?.$ref, `${method} ${path} ${status}`).toMatch(/^#\/components\/responses\//);
      }
    }
    expect(operations).toBeGreaterThan(200);
    expect(document.paths['/api/users/{id}/profile-picture'].get.security).toEqual([]);
  });

  test('answers only a signed-in caller: no token is a 401 in the error shape', async () => {
    for (const url of ['/api/docs/json', '/api/docs/yaml', '/api/docs']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(401);
      expect(reply.json(), url).toEqual({ message: 'Sign-in required: send a bearer token' });
    }
  });

  test('a refusal the document promises has the shape it documents: a 400 names its fields', async () => {
    const reply = await t.injectAs('hr', { method: 'PUT', url: '/api/admin/employees', payload: {} });
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
  });
});
