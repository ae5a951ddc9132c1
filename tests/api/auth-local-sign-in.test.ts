// AUTH_MODE=local (issue 14): real accounts in the embedded provider. Passwords hashed with argon2id, the
// first administrator's temporary password, an administrator creating users and resetting passwords, the
// forced change after a temporary password, the lock after five wrong passwords, rate limits on the sign-in
// and token endpoints, and provider sessions kept across a restart; the pages in the user's language. Driven over
// real HTTP like auth-oidc-flow.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { LOCK_MINUTES } from '../../server/auth/local/credentials';
import { hashPassword, verifyPassword } from '../../server/auth/local/passwords';
import { readConfig } from '../../server/config';
import { auditTrail } from '../../server/db/system-tables';
import { userPasswords } from '../../server/db/sign-in-tables';
import { resourceTableOf } from '../../server/db/schema';
import { testDatabaseKinds } from '../helpers/databases';
import { startAuthApp, type AuthApp } from './auth-harness';
import { authorizeUrl as providerAuthorizeUrl, oidcBrowser, openSignIn as openSignInAt, tokensAfter as tokensAfterAt, type OidcBrowser } from './oidc-browser';

const FIRST_ADMIN_PASSWORD = 'first-start-Secret-1';
const LIMITS = { signIn: 60, token: 60 };

describe('local sign-in settings', () => {
  it('listens on loopback only in dev mode, wherever HOST points', () => {
    expect(readConfig({ AUTH_MODE: 'dev', HOST: '0.0.0.0' }).host).toBe('127.0.0.1');
    expect(readConfig({ AUTH_MODE: 'local' }).host).toBe('0.0.0.0');
    expect(readConfig({ AUTH_MODE: 'local', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('reads AUTH_MODE=local with admin as the first administrator unless ADMIN_USERNAMES names others', () => {
    expect(readConfig({ AUTH_MODE: 'local' })).toMatchObject({ authMode: 'local', adminUsernames: ['admin'] });
    expect(readConfig({ AUTH_MODE: 'local', ADMIN_USERNAMES: 'Marta' }).adminUsernames).toEqual(['marta']);
    expect(readConfig({}).rateLimits).toEqual({ signIn: 30, token: 60 });
    expect(readConfig({ SIGN_IN_RATE_LIMIT: '10' }).rateLimits).toEqual({ signIn: 10, token: 60 });
    expect(() => readConfig({ TOKEN_RATE_LIMIT: 'lots' })).toThrow(/TOKEN_RATE_LIMIT: must be a whole number above 0; given "lots"/);
    expect(() => readConfig({ AUTH_MODE: 'ldap' })).toThrow(/dev, local or entra/);
  });

  it('hashes with argon2id: a salted hash that verifies only the same password', async () => {
    const first = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correct horse battery')).not.toBe(first);
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(first, 'correct horse batterz')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('refuses `npm run token` outside dev mode', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'scripts/token.ts', 'admin'], { env: { ...process.env, AUTH_MODE: 'local' } });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('only with AUTH_MODE=dev') });
  });
});

describe.each(testDatabaseKinds)('local accounts on %s', (kind) => {
  let api: AuthApp;
  beforeAll(async () => {
    api = await startAuthApp(kind, {
      listen: true,
      // The flows below post the sign-in form some 30 times a minute from 127.0.0.1; the limit test uses other addresses.
      config: { authMode: 'local', adminUsernames: ['admin'], adminInitialPassword: FIRST_ADMIN_PASSWORD, rateLimits: LIMITS },
    });
  });
  afterAll(() => api?.close());

  const authorizeUrl = (challenge: string, extra: Record<string, string> = {}) =>
    providerAuthorizeUrl(api.config, { code_challenge: challenge, code_challenge_method: 'S256', ...extra });

  /** A browser at the provider's sign-in page: its interaction path and the PKCE verifier of this sign-in. */
  const openSignIn = async (client?: OidcBrowser, extra: Record<string, string> = {}) => {
    const opened = await openSignInAt(api.config, client, extra);
    expect(opened.start.status).toBe(303);
    return opened;
  };

  /** Follows the provider's redirects back to the portal and exchanges the code for tokens. */
  const tokensAfter = async (client: OidcBrowser, verifier: string, first: Response) => {
    const tokens = await tokensAfterAt(api.config, client, verifier, first);
    if ('error' in tokens) throw new Error(`No code came back to the portal: ${tokens.error}`);
    return tokens;
  };

  const signIn = async (username: string, password: string) => {
    const { client, verifier, interaction } = await openSignIn();
    const tokens = await tokensAfter(client, verifier, await client.postForm(interaction, { username, password }));
    return { client, tokens };
  };

  /** A temporary password accepted, the new one chosen: the page asks to sign in again. */
  const replaceTemporaryPassword = async (username: string, temporary: string, chosen: string) => {
    const { client, verifier, interaction } = await openSignIn();
    const asked = await client.postForm(interaction, { username, password: temporary });
    expect(await asked.text()).toContain('Choose a new password');
    const saved = await client.postForm(`${interaction}/new-password`, { newPassword: chosen, repeatPassword: chosen });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Your password is changed. Sign in with your new password.');
    return { client, verifier, interaction };
  };

  const api$ = (token: string) => ({
    get: (url: string) => api.app.inject({ url, headers: { authorization: `Bearer ${token}` } }),
    send: (method: 'PUT' | 'POST', url: string, payload: object) =>
      api.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } }),
  });

  const passwordRowOf = async (username: string) => {
    const users = await api$(await api.signToken({ claims: { preferred_username: 'admin' } })).get(`/api/admin/users?username=${username}`);
    const [user] = users.json() as { id: number }[];
    const [row] = await api.app.portal.db.select().from(userPasswords).where(eq(userPasswords.userId, user.id));
    return { userId: user.id, row };
  };

  let adminToken = '';

  it('asks for a username and a password, and gives the first administrator a temporary one', async () => {
    const { client, interaction } = await openSignIn();
    const html = await (await client.request(interaction)).text();
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toContain('Development users');
    const { row } = await passwordRowOf('admin');
    expect(row).toMatchObject({ mustChange: true, failedAttempts: 0 });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(FIRST_ADMIN_PASSWORD);
  });

  it('answers a NUL character in a sign-in parameter or username with a page, never a 500', async () => {
    // The input boundary refuses a control character in any query value before the provider sees it.
    const refusedStart = await oidcBrowser(api.config.publicUrl).request(authorizeUrl('x'.repeat(43), { state: 'a\u0000b' }));
    expect(refusedStart.status).toBe(400);
    const { client, interaction } = await openSignIn();
    expect((await client.request(interaction)).status).toBe(200);
    const refused = await client.postForm(interaction, { username: 'ad\u0000min', password: 'whatever-it-is' });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('Wrong username or password.');
    // A path naming another sign-in than the browser's own is an expired one, whatever it holds.
    for (const step of ['', '/new-password', '/code', '/two-step/confirm'])
      expect((await client.postForm(`/oidc/interaction/a%00b${step}`, { code: '123456' })).status).toBe(400);
  });

  it('makes the first administrator replace the temporary password, then signs them in with the new one', async () => {
    const { client, interaction } = await openSignIn();
    await client.postForm(interaction, { username: 'admin', password: FIRST_ADMIN_PASSWORD });
    const differ = await client.postForm(`${interaction}/new-password`, { newPassword: 'one-New-password', repeatPassword: 'another-password' });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('The two new passwords differ.');
    const same = await client.postForm(`${interaction}/new-password`, { newPassword: FIRST_ADMIN_PASSWORD, repeatPassword: FIRST_ADMIN_PASSWORD });
    expect(await same.text()).toContain('other than the temporary one');
    const short = await client.postForm(`${interaction}/new-password`, { newPassword: 'short', repeatPassword: 'short' });
    expect(await short.text()).toContain('at least 12 characters');
    const saved = await client.postForm(`${interaction}/new-password`, { newPassword: 'Own-secret-pass-1', repeatPassword: 'Own-secret-pass-1' });
    expect(await saved.text()).toContain('Sign in with your new password');

    const { tokens } = await signIn('admin', 'Own-secret-pass-1');
    adminToken = tokens.access_token;
    expect(decodeJwt(adminToken)).toMatchObject({ sub: 'admin', preferred_username: 'admin', iss: `${api.config.publicUrl}/oidc` });
    expect((await api$(adminToken).get('/api/users/roles')).json()).toEqual(['ADMIN']);
  });

  it('lets an administrator create a user with a temporary password, audited without the password', async () => {
    const create = (payload: object) => api$(adminToken).send('PUT', '/api/admin/users/with-password', payload);
    const weak = await create({ username: 'giulia', displayName: 'Giulia Verdi', temporaryPassword: 'giulia-123456' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ temporaryPassword: 'A password cannot contain the username' });
    // HR has her as an employee already (an import at go-live): the new user is linked to her by e-mail.
    const { db, schema } = api.app.portal;
    const [employee] = (await db
      .insert(resourceTableOf(schema, 'employees').table)
      .values({ number: 'EMP-000901', firstName: 'Giulia', lastName: 'Verdi', email: 'Giulia@firm.example', taxCode: 'VRDGLI80A41H501X', hireDate: '2020-01-01' })
      .returning()) as { id: number }[];
    const created = await create({ username: 'giulia', displayName: 'Giulia Verdi', email: 'giulia@firm.example', temporaryPassword: 'Temporary-pass-1' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ username: 'giulia', displayName: 'Giulia Verdi', isActive: true, employeeId: employee.id });
    expect(created.json()).not.toHaveProperty('passwordHash');
    expect((await create({ username: 'giulia', displayName: 'Again', temporaryPassword: 'Temporary-pass-1' })).statusCode).toBe(409);

    const { userId, row } = await passwordRowOf('giulia');
    expect(row.mustChange).toBe(true);
    const audit = await api.app.portal.db.select().from(auditTrail).where(eq(auditTrail.recordId, userId));
    expect(audit.map((entry) => entry.via)).toEqual(expect.arrayContaining(['createWithPassword']));
    expect(JSON.stringify(audit)).not.toContain('Temporary-pass-1');

    // Only administrators: a user without the role is refused before anything is read.
    const giuliaToken = await api.signToken({ claims: { preferred_username: 'giulia' } });
    expect((await api$(giuliaToken).send('POST', `/api/admin/users/reset-password/${userId}`, { temporaryPassword: 'Temporary-pass-2' })).statusCode).toBe(403);
  });

  it('forces the new user to change the temporary password at the first sign-in, then signs them in again', async () => {
    await replaceTemporaryPassword('giulia', 'Temporary-pass-1', 'Chosen-by-her-1x');
    const { tokens } = await signIn('giulia', 'Chosen-by-her-1x');
    expect((await api$(tokens.access_token).get('/api/users/currentUser')).json()).toMatchObject({ username: 'giulia', name: 'Giulia Verdi' });
    expect((await passwordRowOf('giulia')).row.mustChange).toBe(false);
  });

  it("writes the sign-in pages in the portal's chosen language (ui_locales), else the known user's stored one", async () => {
    // The SPA sends the language chosen in the portal; the browser here asks for English.
    const chosen = await openSignIn(undefined, { ui_locales: 'it-IT en' });
    const italian = await (await chosen.client.request(chosen.interaction, { headers: { 'accept-language': 'en' } })).text();
    expect(italian).toContain('<html lang="it">');
    expect(italian).toContain('<button type="submit">Accedi</button>');
    // No choice sent: the first page follows the browser; once the password names the user, their stored language.
    const created = await api$(adminToken).send('PUT', '/api/admin/users/with-password', { username: 'marta', displayName: 'Marta Neri', temporaryPassword: 'Temporary-pass-3' });
    expect(created.statusCode).toBe(200);
    await api.app.portal.db.execute(sql`update users set language = 'it' where username = 'marta'`);
    const { client, interaction } = await openSignIn();
    expect(await (await client.request(interaction, { headers: { 'accept-language': 'en' } })).text()).toContain('<button type="submit">Sign in</button>');
    const asked = await client.postForm(interaction, { username: 'marta', password: 'Temporary-pass-3' });
    const page = await asked.text();
    expect(page).toContain('<html lang="it">');
    expect(page).toContain('Scegli una nuova password');
  });

  it('locks an account after five wrong passwords in a row, until the lock runs out or an administrator resets it', async () => {
    const { client, interaction } = await openSignIn();
    const attempt = async (password: string) => {
      const response = await client.postForm(interaction, { username: 'giulia', password });
      return { status: response.status, html: await response.text() };
    };
    for (let wrong = 1; wrong < 5; wrong += 1) expect((await attempt(`wrong-password-${wrong}`)).html).toContain('Wrong username or password.');
    const fifth = await attempt('wrong-password-5');
    expect(fifth.status).toBe(401);
    expect(fifth.html).toContain(`locked for ${LOCK_MINUTES} minutes`);
    // The right password changes nothing while the lock lasts.
    expect((await attempt('Chosen-by-her-1x')).html).toContain('this account is locked');

    // The lock runs out by itself (moved into the past here rather than waited for)...
    const { userId } = await passwordRowOf('giulia');
    const lockUntil = (until: Date) => api.app.portal.db.update(userPasswords).set({ lockedUntil: until }).where(eq(userPasswords.userId, userId));
    await lockUntil(new Date(Date.now() - 1000));
    await signIn('giulia', 'Chosen-by-her-1x');
    expect((await passwordRowOf('giulia')).row).toMatchObject({ failedAttempts: 0, lockedUntil: null });

    // ...or an administrator's reset lifts it, with a temporary password to replace at the next sign-in.
    await lockUntil(new Date(Date.now() + LOCK_MINUTES * 60_000));
    const reset = await api$(adminToken).send('POST', `/api/admin/users/reset-password/${userId}`, { temporaryPassword: 'Reset-by-admin-2' });
    expect(reset.statusCode).toBe(200);
    expect((await passwordRowOf('giulia')).row).toMatchObject({ mustChange: true, failedAttempts: 0, lockedUntil: null });
    await replaceTemporaryPassword('giulia', 'Reset-by-admin-2', 'Second-by-her-2x');
    await signIn('giulia', 'Second-by-her-2x');
  });

  it('records sign-ins in the audit trail: successful, failed and locked, on the user', async () => {
    const { userId } = await passwordRowOf('giulia');
    const { client, interaction } = await openSignIn();
    await client.postForm(interaction, { username: 'nobody-at-all', password: 'whatever-it-is' });
    const read = await api$(adminToken).get('/api/admin/audit_trail?resource=users&_end=200');
    expect(read.statusCode).toBe(200);
    const rows = read.json() as { username: string; recordId: number; action: string; changes: Record<string, [unknown, unknown]> }[];
    const giulia = rows.filter((row) => row.username === 'giulia');
    expect(new Set(giulia.map((row) => row.action))).toEqual(new Set(['sign-in', 'sign-in-failed', 'sign-in-locked']));
    expect(giulia.every((row) => row.recordId === userId && row.changes.mode?.[1] === 'local')).toBe(true);
    expect(giulia.find((row) => row.action === 'sign-in-failed')?.changes.reason).toEqual([null, 'wrong password']);
    expect(rows.find((row) => row.username === 'nobody-at-all')).toMatchObject({ action: 'sign-in-failed', recordId: 0 });
    expect(JSON.stringify(rows)).not.toContain('whatever-it-is');
  });

  it('lets a user change their own password from the sign-in page', async () => {
    const { client, interaction } = await openSignIn();
    expect(await (await client.request(`${interaction}?change=password`)).text()).toContain('Current password');
    // The profile's "Change password" comes through MSAL with the provider's extra parameter instead.
    const fromProfile = await openSignIn(undefined, { prompt: 'login', portal_action: 'change_password' });
    expect(await (await fromProfile.client.request(fromProfile.interaction)).text()).toContain('Current password');
    const wrongCurrent = await client.postForm(`${interaction}/change-password`, {
      username: 'giulia',
      currentPassword: 'not-my-password',
      newPassword: 'Third-by-her-3xx',
      repeatPassword: 'Third-by-her-3xx',
    });
    expect(wrongCurrent.status).toBe(401);
    const changed = await client.postForm(`${interaction}/change-password`, {
      username: 'giulia',
      currentPassword: 'Second-by-her-2x',
      newPassword: 'Third-by-her-3xx',
      repeatPassword: 'Third-by-her-3xx',
    });
    expect(await changed.text()).toContain('Sign in with your new password');
    await signIn('giulia', 'Third-by-her-3xx');
  });

  it('turns on an optional TOTP second factor, then asks for a code after the password', async () => {
    const { client, interaction } = await openSignIn(undefined, { prompt: 'login', portal_action: 'two_step' });
    expect(await (await client.request(interaction)).text()).toContain('Turn on two-step sign-in');
    const shown = await (await client.postForm(`${interaction}/two-step`, { username: 'giulia', password: 'Third-by-her-3xx' })).text();
    const key = /<code id="secret-key">([A-Z2-7]+)<\/code>/.exec(shown)![1];
    const wrongCode = await client.postForm(`${interaction}/two-step/confirm`, { secret: key, code: '000000' });
    expect(wrongCode.status).toBe(400);
    expect((await passwordRowOf('giulia')).row.totpSecret).toBeNull();
    const on = await client.postForm(`${interaction}/two-step/confirm`, { secret: key, code: await generate({ secret: key }) });
    expect(await on.text()).toContain('Two-step sign-in is on.');
    expect((await passwordRowOf('giulia')).row.totpSecret).toBe(key);

    const next = await openSignIn();
    const asked = await next.client.postForm(next.interaction, { username: 'giulia', password: 'Third-by-her-3xx' });
    expect(await asked.text()).toContain('Type the six-digit code');
    expect((await next.client.postForm(`${next.interaction}/code`, { code: '123456' })).status).toBe(401);
    // The confirming code's step is taken (a code works once), so the sign-in uses the next one, as an app shows it 30 s on.
    const nextCode = await generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + 30 });
    await tokensAfter(next.client, next.verifier, await next.client.postForm(`${next.interaction}/code`, { code: nextCode }));

    // An administrator's reset is the way back for someone who lost their authenticator: it turns the factor off.
    const { userId } = await passwordRowOf('giulia');
    await api$(adminToken).send('POST', `/api/admin/users/reset-password/${userId}`, { temporaryPassword: 'Reset-by-admin-3' });
    expect((await passwordRowOf('giulia')).row).toMatchObject({ totpSecret: null, mustChange: true });
  });

  it('rate-limits the sign-in form and the token endpoint per address, in the API error shape', async () => {
    const post = (url: string, remoteAddress: string) =>
      api.app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=x&password=y' });
    for (let request = 0; request < LIMITS.signIn; request += 1)
      expect((await post('/oidc/interaction/no-such-sign-in', '10.9.8.7')).statusCode).toBe(400);
    const limited = await post('/oidc/interaction/no-such-sign-in', '10.9.8.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many attempts from this address: try again in/) });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    expect((await post('/oidc/interaction/no-such-sign-in', '10.9.8.6')).statusCode).toBe(400);

    for (let request = 0; request < LIMITS.token; request += 1) expect((await post('/oidc/token', '10.9.8.5')).statusCode).not.toBe(429);
    expect((await post('/oidc/token', '10.9.8.5')).statusCode).toBe(429);
  });

  it('keeps provider sessions and refresh tokens across a restart on the same data', async () => {
    const { client, tokens } = await signIn('admin', 'Own-secret-pass-1');
    await api.restart();
    // The browser's provider session still signs it in without a form (what MSAL's silent renewal does)...
    const silent = await openSilent(client);
    expect(decodeJwt(silent.access_token)).toMatchObject({ sub: 'admin' });
    // ...and the refresh token issued before the restart still renews.
    const refreshed = await client.postForm('/oidc/token', { client_id: api.config.clientId, grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
  });

  /** prompt=none: the provider answers with a code straight away when its session is alive. */
  const openSilent = async (client: OidcBrowser) => {
    const { verifier, start } = await openSignInAt(api.config, client, { prompt: 'none' });
    return tokensAfter(client, verifier, start);
  };
});
