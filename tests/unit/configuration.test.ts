// The settings schema (server/settings/settings.ts): each refusal names its variable and what it was given, every
// problem is listed at once, secrets come from *_FILE, and demo values stay in dev mode.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigurationError, readConfig } from '../../server/config';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
};

const entra = { AUTH_MODE: 'entra', VITE_APP_CLIENT_ID: 'c2b6a3f4-1111-4222-8333-944455556666', VITE_APP_TENANT: 'contoso.onmicrosoft.com' };

describe('one refusal per wrong setting, naming it and what it was given', () => {
  it.each([
    ['AUTH_MODE', 'ldap', /^AUTH_MODE: must be dev, local or entra; given "ldap"$/],
    ['PORT', 'abc', /^PORT: must be a port number from 1 to 65535; given "abc"$/],
    ['PORT', '70000', /^PORT: must be a port number from 1 to 65535; given "70000"$/],
    ['METRICS_PORT', '0', /^METRICS_PORT: must be a port number/],
    ['PUBLIC_URL', 'localhost:3000', /^PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL.*; given "localhost:3000"$/],
    ['PUBLIC_URL', 'portal.example.com', /^PUBLIC_URL: must be an http/],
    ['COMPANY_URL', 'ftp://firm.example', /^COMPANY_URL: must be an http/],
    ['COMPANY_EMAIL', 'nope', /^COMPANY_EMAIL: must be an e-mail address; given "nope"$/],
    ['COMPANY_VAT_NUMBER', 'IT 123', /^COMPANY_VAT_NUMBER: must be a VAT number/],
    ['COMPANY_LANGUAGE', 'fr', /^COMPANY_LANGUAGE: must be one of en, it/],
    ['FIRM_TIME_ZONE', 'Mars/Olympus', /^FIRM_TIME_ZONE: must be an IANA time zone/],
    ['SEED_DEMO', 'maybe', /^SEED_DEMO: must be true or false; given "maybe"$/],
    ['SIGN_IN_RATE_LIMIT', '-3', /^SIGN_IN_RATE_LIMIT: must be a whole number above 0; given "-3"$/],
    ['SHUTDOWN_TIMEOUT_MS', '1.5', /^SHUTDOWN_TIMEOUT_MS: must be a whole number of milliseconds/],
    ['TRUST_PROXY', 'everybody', /^TRUST_PROXY: must be true, false/],
    ['PGLITE_SHARED_BUFFERS', 'lots', /^PGLITE_SHARED_BUFFERS: must be a size such as 32MB; given "lots"$/],
    ['OIDC_SIGNING_KEY', 'not json', /^OIDC_SIGNING_KEY: must be a private RS256 JWK.*; given a value \(hidden: a secret\)$/],
    ['MAIL_FROM', 'nobody', /^MAIL_FROM: must be an e-mail address/],
  ])('%s=%s', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([expect.stringMatching(message)]);
  });

  it('names a wrong DATABASE_URL or SMTP_URL without printing their passwords', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://portal:s3cret@db.example/portal' })).toEqual([
      'DATABASE_URL: must be a postgres:// URL such as postgres://user:password@host:5432/portal; given "mysql://portal:***@db.example/portal"',
    ]);
    expect(problemsOf({ SMTP_URL: 'http://mailer:s3cret@mail.example', MAIL_FROM: 'portal@firm.example' })[0]).toMatch(/^SMTP_URL: must be an smtp:\/\/.*given "http:\/\/mailer:\*\*\*@mail\.example\/"$/);
  });

  it('refuses the settings that make sense only together', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example:25' })).toEqual(['SMTP_URL is set but MAIL_FROM is not: name the sender of notification e-mails']);
    expect(problemsOf({ AUTH_MODE: 'entra', ADMIN_USERNAMES: 'anna' })).toEqual([expect.stringMatching(/^AUTH_MODE=entra needs VITE_APP_CLIENT_ID and VITE_APP_TENANT \(unset/)]);
    expect(problemsOf({ ...entra, ENTRA_ROLE_MAP: 'Portal.Admin' })).toEqual([expect.stringMatching(/^ENTRA_ROLE_MAP: must be AppRole=Group pairs/)]);
  });

  it('refuses entra mode when nobody can become an administrator', () => {
    expect(problemsOf(entra)).toEqual([expect.stringMatching(/nobody able to administer the portal: name the first administrators in ADMIN_USERNAMES or map an app role/)]);
    expect(readConfig({ ...entra, ADMIN_USERNAMES: 'anna@contoso.example' }).adminUsernames).toEqual(['anna@contoso.example']);
    const mapped = readConfig({ ...entra, ENTRA_ROLE_MAP: 'Portal.Admin=Administrators; Portal.HR = HR managers, Employees' });
    expect([...mapped.roleMap]).toEqual([
      ['Portal.Admin', ['Administrators']],
      ['Portal.HR', ['HR managers', 'Employees']],
    ]);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: 'x', PUBLIC_URL: 'nowhere', AUTH_MODE: 'entra', SEED_DEMO: 'perhaps', SMTP_URL: 'smtp://mail.example' });
    expect(problems.map((problem) => problem.split(/[:= ]/)[0])).toEqual(['PORT', 'PUBLIC_URL', 'SEED_DEMO', 'AUTH_MODE', 'AUTH_MODE', 'SMTP_URL']);
    expect(() => readConfig({ PORT: 'x', PUBLIC_URL: 'nowhere' })).toThrow(/^Cannot start: the configuration has 2 problems:\n {2}- PORT: .*\n {2}- PUBLIC_URL: /);
  });
});

describe('secrets from files (NAME_FILE)', () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-secrets-'));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("reads a secret from its file, without the final newline", () => {
    const file = path.join(folder, 'database-url');
    fs.writeFileSync(file, 'postgres://portal:s3cret@db.example:5432/portal\n');
    expect(readConfig({ DATABASE_URL_FILE: file }).databaseUrl).toBe('postgres://portal:s3cret@db.example:5432/portal');
    const password = path.join(folder, 'password');
    fs.writeFileSync(password, 'first-password-42\n');
    expect(readConfig({ AUTH_MODE: 'local', ADMIN_INITIAL_PASSWORD_FILE: password }).adminInitialPassword).toBe('first-password-42');
  });

  it('refuses a missing or empty file, and both forms at once', () => {
    expect(problemsOf({ SMTP_URL_FILE: path.join(folder, 'none'), MAIL_FROM: 'portal@firm.example' })).toEqual([
      `SMTP_URL_FILE: cannot read the file ${path.join(folder, 'none')} (ENOENT)`,
    ]);
    const empty = path.join(folder, 'empty');
    fs.writeFileSync(empty, '\n');
    expect(problemsOf({ OIDC_SIGNING_KEY_FILE: empty })).toEqual([`OIDC_SIGNING_KEY_FILE: the file ${empty} is empty`]);
    expect(problemsOf({ ADMIN_INITIAL_PASSWORD: 'x', ADMIN_INITIAL_PASSWORD_FILE: empty })).toEqual([
      'ADMIN_INITIAL_PASSWORD and ADMIN_INITIAL_PASSWORD_FILE are both set: give the secret one way only',
    ]);
  });

  it('reads NAME_FILE only for secrets', () => {
    expect(readConfig({ PORT_FILE: '/nonexistent' }).port).toBe(3000);
  });
});

describe('demo values only where asked', () => {
  it('seeds the demo firm and names it only in dev mode outside a release', () => {
    const dev = readConfig({});
    expect(dev.seedDemo).toBe(true);
    expect(dev.company).toMatchObject({ name: 'Rossi & Bianchi S.r.l.', vatNumber: 'IT12345678903' });
    expect(readConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    for (const env of [{ AUTH_MODE: 'local' }, { ...entra, ADMIN_USERNAMES: 'anna' }]) {
      const config = readConfig(env);
      expect(config.seedDemo).toBe(false);
      expect(config.company).toEqual({ name: '', address: '', url: '', vatNumber: '', email: '', language: 'it' });
      expect(config.adminContacts).toEqual([]);
    }
  });

  it('seeds when SEED_DEMO says so, and takes COMPANY_* as given', () => {
    const seeded = readConfig({ AUTH_MODE: 'local', SEED_DEMO: 'true' });
    expect(seeded.seedDemo).toBe(true);
    // The seeded firm is the demo one, so its documents name it.
    expect(seeded.company.name).toBe('Rossi & Bianchi S.r.l.');
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(readConfig({ AUTH_MODE: 'local', COMPANY_NAME: 'Verdi S.p.A.', COMPANY_VAT_NUMBER: 'it 01234567890' }).company).toMatchObject({
      name: 'Verdi S.p.A.',
      vatNumber: 'IT01234567890',
    });
  });
});
