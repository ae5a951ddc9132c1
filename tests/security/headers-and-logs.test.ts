// The response headers every route carries, and what the log holds after a run full of personal data.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { readConfig } from '../../server/config';
import { registerErrorHandler } from '../../server/routes/error-handler';
import { RequestLog } from '../../server/routes/request-log';
import { API_POLICY, registerSecurityHeaders } from '../../server/routes/security-headers';
import { testDatabaseKinds } from '../helpers/databases';
import { admin, startSecurityApp, type SecurityApp } from './security-app';

const directivesOf = (policy: string) => Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

test('the SPA page loads no inline script (the CSP allows scripts from our origin only)', () => {
  const page = fs.readFileSync('index.html', 'utf8');
  const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc="\//);
    expect(body.trim()).toBe('');
  }
});

test('HSTS is sent only when PUBLIC_URL is https', async () => {
  const headersWith = async (publicUrl: string) => {
    const app = Fastify();
    await registerSecurityHeaders(app, { ...readConfig({}), publicUrl });
    app.get('/', async () => 'ok');
    const response = await app.inject({ url: '/' });
    await app.close();
    return response.headers;
  };
  expect((await headersWith('https://portal.example.com'))['strict-transport-security']).toMatch(/max-age=\d+/);
  expect((await headersWith('http://192.168.1.20:3000'))['strict-transport-security']).toBeUndefined();
});

test('an unexpected error is a 500 with a request id and no data; its log line has the class, not the message', async () => {
  const log: string[] = [];
  const app = Fastify({ logger: { stream: { write: (line: string) => void log.push(line) } }, logController: new RequestLog() });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new TypeError('Failed query: select * from employees where tax_code = $1\nparams: RSSMRA80A01H501U');
  });
  const response = await app.inject({ url: '/boom?taxCode=RSSMRA80A01H501U' });
  await app.close();
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: expect.any(String), requestId: expect.any(String) });
  expect(response.body).not.toContain('RSSMRA80A01H501U');
  expect(log.join('\n')).not.toContain('RSSMRA80A01H501U');
  expect(log.join('\n')).toContain('TypeError');
  expect(log.join('\n')).toContain(response.json().requestId);
});

describe.each(testDatabaseKinds)('headers and logs on %s', (kind) => {
  let api: SecurityApp;
  beforeAll(async () => {
    api = await startSecurityApp(kind);
  });
  afterAll(() => api?.close());

  test('the SPA files and pages carry CSP, frame, nosniff and referrer headers, and no HSTS over http', async () => {
    for (const url of ['/config.js', '/no/such/page', '/api/docs']) {
      const response = await api.inject({ url, headers: admin });
      const csp = directivesOf(String(response.headers['content-security-policy']));
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['style-src'], url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  test("the API's replies load nothing, are framed by no one, are never sniffed, and carry no page-only header", async () => {
    for (const url of ['/api/health', '/api/admin/employees', '/api/admin/employees/1', '/api/no/such/route', '/api/admin/employees?x=%0a']) {
      const response = await api.inject({ url, headers: admin });
      expect(response.headers['content-security-policy'], url).toBe(API_POLICY);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-site');
      for (const pageOnly of ['referrer-policy', 'cross-origin-opener-policy', 'x-dns-prefetch-control', 'x-xss-protection', 'strict-transport-security'])
        expect(response.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
    }
  });

  test("the sign-in provider's pages cannot be framed at all and load nothing from elsewhere", async () => {
    const response = await api.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const csp = directivesOf(String(response.headers['content-security-policy']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('the log holds route patterns and request ids, never the seeded tax codes, IBANs, e-mails or a token', async () => {
    const { db } = api.app.portal;
    const people = ((await db.execute(sql`select id, tax_code, iban, email from employees where iban is not null order by id limit 5`)) as unknown as {
      rows: { id: number; tax_code: string; iban: string; email: string }[];
    }).rows;
    expect(people.length).toBeGreaterThan(0);
    const token = 'eyJhbGciOiJSUzI1NiJ9.secret-token-body.signature';
    for (const person of people) {
      const values = [person.tax_code, person.iban, person.email];
      for (const value of values) {
        await api.inject({ url: `/api/admin/employees?email=${encodeURIComponent(value)}&fullName_like=${encodeURIComponent(value)}`, headers: admin });
        await api.inject({ url: `/api/admin/search?term=${encodeURIComponent(value)}`, headers: admin });
      }
      // A write refused by the database (the tax code and e-mail are taken) and one refused by validation.
      await api.inject({ method: 'PUT', url: '/api/admin/employees', headers: admin, payload: { firstName: 'A', lastName: 'B', email: person.email, taxCode: person.tax_code, hireDate: '2024-01-01', iban: person.iban } });
      await api.inject({ method: 'POST', url: `/api/admin/employees/${person.id}`, headers: admin, payload: { iban: `${person.iban}\u0000`, version: 1 } });
      await api.inject({ url: `/api/admin/employees/${person.id}?access_token=${token}`, headers: admin });
    }
    const log = api.log.join('');
    for (const person of people) for (const value of [person.tax_code, person.iban, person.email]) expect(log).not.toContain(value);
    expect(log).not.toContain('secret-token-body');
    expect(log).not.toContain('access_token');
    const lines = api.log.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');
    expect(lines.length).toBeGreaterThan(people.length * 8);
    expect(lines).toContainEqual(expect.objectContaining({ method: 'GET', route: '/api/admin/employees/:id', status: 200, requestId: expect.any(String), ms: expect.any(Number) }));
    // The id is on each line once, under one name.
    for (const line of lines) expect(line).not.toHaveProperty('reqId');
  });
});
