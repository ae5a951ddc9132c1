// The OpenAPI document at /api/docs/json (issue 28): a validator accepts it, every operation names its refusals in
// the one JSON error shape, and only a signed-in caller may read it.
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
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

// Issue 45: the document describes each success reply (a row, a page of rows with X-Total-Count, 201 for a create,
// 204 for a delete, an action's record) and the 503 of an outage; real replies are checked against it with ajv.
describe.each(testDatabaseKinds)('replies as the API description describes them, on %s', (kind) => {
  let t: AuthApp;
  let document: OpenApiDocument;
  let ajv: Ajv;
  beforeAll(async () => {
    t = await startAuthApp(kind);
    document = (await t.injectAs('employee', { method: 'GET', url: '/api/docs/json' })).json();
    // The document's own schemas, under an id of their own so that its `#/components/…` references resolve.
    ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addSchema(JSON.parse(JSON.stringify({ components: document.components }).replaceAll('"#/components/', '"api#/components/')), 'api');
  });
  afterAll(() => t?.close());

  type OpenApiDocument = { paths: Record<string, Record<string, DescribedOperation>>; components: Record<string, Record<string, unknown>> };
  type DescribedResponse = { $ref?: string; headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> };
  type DescribedOperation = { responses: Record<string, DescribedResponse> };

  /** The operation a request lands on: its path template (`{id}`) matched segment by segment. */
  const operationOf = (method: string, url: string) => {
    const path = url.split('?')[0];
    // A fixed segment wins over a parameter (/count-pending over /{id}), as the router decides.
    const template = Object.keys(document.paths).sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0)).find((candidate) => {
      const pattern = new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return pattern.test(path) && document.paths[candidate][method.toLowerCase()];
    });
    expect(template, `${method} ${path} is described`).toBeDefined();
    return document.paths[template!][method.toLowerCase()];
  };

  const resolved = (response: DescribedResponse): DescribedResponse =>
    response.$ref ? (document.components.responses[response.$ref.split('/').pop()!] as DescribedResponse) : response;

  /** Sends a request and checks its status is a described one and its body (and headers) what that one says. */
  const described = async (username: string, options: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> }) => {
    const reply = await t.injectAs(username, options);
    const response = operationOf(options.method, options.url).responses[String(reply.statusCode)];
    expect(response, `${options.method} ${options.url} answered ${reply.statusCode}: ${reply.body}`).toBeDefined();
    const { headers, content } = resolved(response);
    for (const name of Object.keys(headers ?? {}).filter((header) => !header.endsWith('-Estimated') && !header.endsWith('-After')))
      expect(reply.headers[name.toLowerCase()], `${options.url}: ${name}`).toBeDefined();
    const schema = content?.['application/json']?.schema;
    if (!content) expect(reply.body, `${options.url}: no body`).toBe('');
    else if (schema) {
      const check = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/')));
      expect(check(reply.json()), `${options.method} ${options.url}: ${ajv.errorsText(check.errors)}`).toBe(true);
    }
    return reply;
  };

  test('every operation describes a success reply and the 503 with Retry-After; creates are 201, deletes 204', () => {
    let operations = 0;
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        operations++;
        const successes = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
        expect(successes.length, `${method} ${path}`).toBeGreaterThan(0);
        expect(operation.responses['503'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/Unavailable' });
      }
    expect(operations).toBeGreaterThan(200);
    // Rate limits count the sign-in provider's posts only (server/auth/oidc/rate-limits.ts): no API operation
    // promises a 429, and the provider's 429 is described apart, with the headers @fastify/rate-limit sends.
    const promising429 = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).filter(([, operation]) => operation.responses['429']).map(([method]) => `${method} ${path}`));
    expect(promising429).toEqual([]);
    expect(Object.keys((document.components.responses.TooManyRequests as DescribedResponse).headers ?? {})).toEqual(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
    // Every action declares its reply: no success is left without a described body or a 204.
    const undescribed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([status, response]) => status === '200' && !response.$ref && response.content?.['application/json'] && JSON.stringify(response.content['application/json'].schema) === '{}')
          .map(() => `${method} ${path}`),
      ),
    );
    expect(undescribed).toEqual([]);
    expect(document.components.responses.Unavailable).toMatchObject({ headers: { 'Retry-After': { schema: { type: 'integer' } } } });
    expect(document.components.responses.TooManyRequests).toMatchObject({ headers: { 'Retry-After': { schema: { type: 'integer' } } } });
    const leads = document.paths['/api/admin/sales/leads'];
    expect(Object.keys(leads.put.responses).filter((status) => status.startsWith('2'))).toEqual(['201']);
    expect(leads.get.responses['200'].headers).toHaveProperty('X-Total-Count');
    expect(Object.keys(document.paths['/api/admin/sales/leads/{id}'].delete.responses).filter((status) => status.startsWith('2'))).toEqual(['204']);
    // The validator the replies are checked with does refuse what the document does not describe.
    expect(ajv.validate({ $ref: 'api#/components/schemas/leadsRow' }, { id: 1, version: 1, name: 'x', status: 'Sleeping' })).toBe(false);
    // A field that may hold no value is nullable; an enum then names null among its values (OpenAPI 3.0.3).
    expect(document.components.schemas.leadsRow).toMatchObject({ properties: { status: { enum: ['New', 'Contacted', 'Qualified', 'Converted', 'Lost', null], nullable: true }, ownerId: { nullable: true } } });
    expect(ajv.validate({ $ref: 'api#/components/schemas/leadsRow' }, { id: 1, version: 1, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', name: 'x', status: null })).toBe(true);
  });

  test('real replies to list, read, create, update, an action, a lookup and a delete match the document', async () => {
    // Leads (sales): the whole round, with a declared move.
    const lead = await described('sales', { method: 'PUT', url: '/api/admin/sales/leads', payload: { name: 'Acme described', source: 'Website' } });
    expect(lead.statusCode).toBe(201);
    // The API's paths are not counted: no rate-limit headers on their replies.
    expect(lead.headers['x-ratelimit-limit']).toBeUndefined();
    const { id, version } = lead.json();
    await described('sales', { method: 'GET', url: '/api/admin/sales/leads?_start=0&_end=10' });
    await described('sales', { method: 'GET', url: `/api/admin/sales/leads/${id}` });
    const updated = await described('sales', { method: 'POST', url: `/api/admin/sales/leads/${id}`, payload: { version, phone: '+39 02 1234' } });
    expect(updated.statusCode).toBe(200);
    const qualified = await described('sales', { method: 'POST', url: `/api/admin/sales/leads/qualify/${id}`, payload: { version: updated.json().version } });
    expect(qualified.json()).toMatchObject({ id, status: 'Qualified' });
    // A refusal is described too: a stale version is a 409 in the error shape.
    expect((await described('sales', { method: 'POST', url: `/api/admin/sales/leads/${id}`, payload: { version, phone: '1' } })).statusCode).toBe(409);
    expect((await described('sales', { method: 'DELETE', url: `/api/admin/sales/leads/${id}` })).statusCode).toBe(204);
    expect((await described('sales', { method: 'GET', url: `/api/admin/sales/leads/${id}` })).statusCode).toBe(404);

    // Suppliers (finance): a create with the company's fields, a page, a lookup, an update and a delete.
    const supplier = await described('finance', { method: 'PUT', url: '/api/admin/finance/suppliers', payload: { name: 'Described Srl', vatNumber: 'IT01234567897' } });
    expect(supplier.statusCode, supplier.body).toBe(201);
    await described('finance', { method: 'GET', url: '/api/admin/finance/suppliers?isActive=true' });
    const lookupPath = Object.keys(document.paths).find((path) => path.startsWith('/api/lookup/') && path.endsWith('/suppliers'));
    expect(lookupPath).toBeDefined();
    await described('finance', { method: 'GET', url: lookupPath! });
    const changed = await described('finance', { method: 'POST', url: `/api/admin/finance/suppliers/${supplier.json().id}`, payload: { version: 1, isActive: false } });
    expect(changed.json()).toMatchObject({ isActive: false, version: 2 });
    expect((await described('finance', { method: 'DELETE', url: `/api/admin/finance/suppliers/${supplier.json().id}` })).statusCode).toBe(204);

    // Actions' replies as their declarations describe them: an object of fields, rows with more fields.
    const pending = await described('hr', { method: 'GET', url: '/api/admin/hr_timesheet/count-pending' });
    expect(typeof pending.json().count).toBe('number');
    await described('finance', { method: 'GET', url: '/api/admin/finance/taxes/dueSoon?days=366' });
    await described('finance', { method: 'GET', url: '/api/admin/finance/invoices/pending' });
    // Nested parts: the accounts, each with its twelve months, and the money expected.
    expect((await described('finance', { method: 'GET', url: '/api/admin/finance/cashflow/overview?year=2026' })).statusCode).toBe(200);

    // The dashboards: the month and its cards, and each module panel the caller may read under its name, as declared.
    const adminDashboard = (await described('admin', { method: 'GET', url: '/api/admin/dashboard?year=2026&month=3' })).json();
    expect(Object.keys(adminDashboard).sort()).toEqual(['cards', 'cashPosition', 'hoursByProject', 'month', 'payrollOfMonth', 'year']);
    expect(adminDashboard.cards.length).toBeGreaterThan(0);
    const accountantDashboard = (await described('accountant', { method: 'GET', url: '/api/accountant/dashboard' })).json();
    expect(accountantDashboard).toHaveProperty('payrollOfMonth');
    expect(accountantDashboard).not.toHaveProperty('hoursByProject');
    expect(document.paths['/api/admin/dashboard'].get.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { required: ['year', 'month', 'cards'], properties: { hoursByProject: { description: expect.any(String) } } } } },
    });

    // A module's own reads, described from their declared replies (ReadRoute): the closing days, the signed-in user.
    expect(Array.isArray((await described('employee', { method: 'GET', url: '/api/firm/closing_days' })).json())).toBe(true);
    expect((await described('employee', { method: 'GET', url: '/api/users/currentUser' })).json()).toMatchObject({ username: 'employee' });
    expect(document.paths['/api/firm/closing_days'].get.responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'array', items: { required: ['day', 'name'] } } } } });
    // A record's files: one declared reply for every resource with attachments.
    const filesPaths = Object.keys(document.paths).filter((path) => path.endsWith('/attachments/{id}') && document.paths[path].get);
    expect(filesPaths.length).toBeGreaterThan(0);
    for (const path of filesPaths)
      expect(document.paths[path].get.responses['200'], path).toMatchObject({ content: { 'application/json': { schema: { items: { required: ['id', 'fileName', 'contentType', 'size', 'uploadedAt'] } } } } });

    // A refused create and a refused role: both in the described error shape.
    expect((await described('finance', { method: 'PUT', url: '/api/admin/finance/suppliers', payload: {} })).statusCode).toBe(400);
    expect((await described('employee', { method: 'GET', url: '/api/admin/sales/leads' })).statusCode).toBe(403);
  });
});
