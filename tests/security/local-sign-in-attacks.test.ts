// Issue 23, local mode: each attack found on AUTH_MODE=local replayed over real HTTP, now refused. The second
// factor swapped with the password alone, wrong codes never locking, the lock raced by parallel attempts, a
// TOTP code used twice, sessions surviving a password reset or a deactivation, and rate limits dodged by
// spelling a path differently. Run on PostgreSQL too (TEST_DATABASE_URL): the race needs real parallel
// connections to mean anything.
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { changePassword } from '../../server/auth/local/credentials';
import { apiScope } from '../../server/config';
import { oidcRecords, userPasswords } from '../../server/db/sign-in-tables';
import { PROVIDER_PAGE_POLICY } from '../../server/routes/security-headers';
import { startAuthApp, type AuthApp } from '../api/auth-harness';
import { openSignIn as openSignInAt, tokensAfter as tokensAfterAt, type OidcBrowser } from '../api/oidc-browser';
import { testDatabaseKinds } from '../helpers/databases';

const LIMITS = { signIn: 200, token: 200 };
const WRONG = 'Wrong username or password.';
/** A code of the step `steps` away from now, as an authenticator shows it then. */
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe.each(testDatabaseKinds)('local sign-in attacks on %s', (kind) => {
  let api: AuthApp;
  let adminToken = '';
  beforeAll(async () => {
    api = await startAuthApp(kind, { listen: true, config: { authMode: 'local', adminUsernames: ['admin'], adminInitialPassword: 'first-start-Secret-1', rateLimits: LIMITS } });
    adminToken = await api.signToken({ claims: { preferred_username: 'admin' } });
  });
  afterAll(() => api?.close());

  const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    api.app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });
  const rowOf = async (userId: number) => (await api.app.portal.db.select().from(userPasswords).where(eq(userPasswords.userId, userId)))[0];

  /** A user with their own (not temporary) password. */
  const makeUser = async (username: string, password: string) => {
    const created = await asAdmin('PUT', '/api/admin/users/with-password', { username, displayName: username, temporaryPassword: 'Temporary-pass-9' });
    expect(created.statusCode).toBe(200);
    const userId = created.json().id as number;
    await changePassword(api.app.portal.db, userId, password);
    return userId;
  };

  // Sign-ins here ask for refresh tokens too (offline_access): the attacks on sessions need them.
  const openSignIn = (client?: OidcBrowser, extra: Record<string, string> = {}) =>
    openSignInAt(api.config, client, { scope: `openid profile offline_access ${apiScope(api.config)}`, ...extra });
  const tokensAfter = (client: OidcBrowser, verifier: string, first: Response) => tokensAfterAt(api.config, client, verifier, first);

  const signIn = async (username: string, password: string, code?: () => Promise<string>) => {
    const { client, verifier, interaction } = await openSignIn();
    let answer = await client.postForm(interaction, { username, password });
    if (code) answer = await client.postForm(`${interaction}/code`, { code: await code() });
    const tokens = await tokensAfter(client, verifier, answer);
    if (!('access_token' in tokens)) throw new Error(`${username} was not signed in: ${tokens.error}`);
    return { client, tokens };
  };

  /** Turns two-step sign-in on through the pages, as the owner does; returns the secret. */
  const turnOnTwoStep = async (username: string, password: string) => {
    const { client, interaction } = await openSignIn();
    const shown = await (await client.postForm(`${interaction}/two-step`, { username, password })).text();
    const secret = /<code id="secret-key">([A-Z2-7]+)<\/code>/.exec(shown)![1];
    const on = await client.postForm(`${interaction}/two-step/confirm`, { secret, code: await codeAt(secret, 0) });
    expect(await on.text()).toContain('Two-step sign-in is on.');
    return secret;
  };

  it('refuses to replace the second factor for someone who has only the password', async () => {
    const userId = await makeUser('owner-one', 'Owner-one-pass-1');
    const ownerSecret = await turnOnTwoStep('owner-one', 'Owner-one-pass-1');

    // The attack: the password to /two-step (409 "already on"), then the attacker's own secret and code.
    const attacker = await openSignIn();
    const refused = await attacker.client.postForm(`${attacker.interaction}/two-step`, { username: 'owner-one', password: 'Owner-one-pass-1' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('already on');
    const attackerSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const swap = await attacker.client.postForm(`${attacker.interaction}/two-step/confirm`, { secret: attackerSecret, code: await codeAt(attackerSecret, 0) });
    expect(swap.status).toBe(400);
    expect((await rowOf(userId)).totpSecret).toBe(ownerSecret);
    // A made-up code of the present authenticator does not open the change either.
    const guessed = await attacker.client.postForm(`${attacker.interaction}/two-step`, { username: 'owner-one', password: 'Owner-one-pass-1', presentCode: '000000' });
    expect(guessed.status).toBe(401);
    expect((await attacker.client.postForm(`${attacker.interaction}/two-step/confirm`, { secret: attackerSecret, code: await codeAt(attackerSecret, 0) })).status).toBe(400);
    expect((await rowOf(userId)).totpSecret).toBe(ownerSecret);

    // The owner changes it with a code from the present authenticator, and the new one then signs in.
    const owner = await openSignIn();
    const shown = await (
      await owner.client.postForm(`${owner.interaction}/two-step`, { username: 'owner-one', password: 'Owner-one-pass-1', presentCode: await codeAt(ownerSecret, 1) })
    ).text();
    const newSecret = /<code id="secret-key">([A-Z2-7]+)<\/code>/.exec(shown)![1];
    expect((await owner.client.postForm(`${owner.interaction}/two-step/confirm`, { secret: newSecret, code: await codeAt(newSecret, 0) })).status).toBe(200);
    expect((await rowOf(userId)).totpSecret).toBe(newSecret);
    await signIn('owner-one', 'Owner-one-pass-1', () => codeAt(newSecret, 1));
  });

  it('locks after five wrong codes even when the password is sent again before each', async () => {
    const userId = await makeUser('owner-two', 'Owner-two-pass-2');
    const secret = await turnOnTwoStep('owner-two', 'Owner-two-pass-2');
    const answers: string[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const { client, interaction } = await openSignIn();
      const step = await client.postForm(interaction, { username: 'owner-two', password: 'Owner-two-pass-2' });
      const page = await step.text();
      if (!page.includes('six-digit code')) {
        answers.push(page.includes('locked') ? 'locked' : 'other');
        continue;
      }
      const coded = await client.postForm(`${interaction}/code`, { code: '000000' });
      answers.push((await coded.text()).includes('locked') ? 'locked' : 'wrong code');
    }
    expect(answers).toEqual(['wrong code', 'wrong code', 'wrong code', 'wrong code', 'locked', 'locked', 'locked', 'locked']);
    expect((await rowOf(userId)).lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // Locked means locked: the right password and the right code do not sign in.
    const { client, interaction } = await openSignIn();
    expect(await (await client.postForm(interaction, { username: 'owner-two', password: 'Owner-two-pass-2' })).text()).toContain('locked');
    expect((await client.postForm(`${interaction}/code`, { code: await codeAt(secret, 1) })).status).toBe(401);
  });

  it('checks at most five wrong passwords of a parallel burst, and signs nothing in once locked', async () => {
    const userId = await makeUser('burst-one', 'Burst-one-pass-1');
    const { client, interaction } = await openSignIn();
    const post = async (password: string) => (await client.postForm(interaction, { username: 'burst-one', password })).text();
    const burst = await Promise.all(Array.from({ length: 12 }, (_, index) => post(`wrong-password-${index}`)));
    expect(burst.filter((page) => page.includes(WRONG))).toHaveLength(4);
    expect(burst.filter((page) => page.includes('this account is locked'))).toHaveLength(8);
    expect(await post('Burst-one-pass-1')).toContain('this account is locked');
    expect((await rowOf(userId)).lockedUntil!.getTime()).toBeGreaterThan(Date.now());

    // The right password sent while six wrong ones are still being checked: the lock is already on.
    const secondId = await makeUser('burst-two', 'Burst-two-pass-2');
    const second = await openSignIn();
    const wrongOnes = Array.from({ length: 6 }, (_, index) =>
      second.client.postForm(second.interaction, { username: 'burst-two', password: `wrong-password-${index}` }).then((response) => response.text()),
    );
    await vi.waitFor(async () => expect((await rowOf(secondId)).lockedUntil).not.toBeNull(), { timeout: 30_000, interval: 5 });
    const right = await second.client.postForm(second.interaction, { username: 'burst-two', password: 'Burst-two-pass-2' });
    expect(right.status).toBe(401);
    expect(await right.text()).toContain('this account is locked');
    expect((await Promise.all(wrongOnes)).filter((page) => page.includes(WRONG))).toHaveLength(4);
  });

  it('takes a TOTP code once: the same code again, or an older one, is refused', async () => {
    const userId = await makeUser('owner-three', 'Owner-three-pass-3');
    const secret = await turnOnTwoStep('owner-three', 'Owner-three-pass-3');
    const code = await codeAt(secret, 1);
    await signIn('owner-three', 'Owner-three-pass-3', async () => code);
    const taken = (await rowOf(userId)).lastCodeStep!;
    for (const replayed of [code, await codeAt(secret, 0)]) {
      const { client, interaction } = await openSignIn();
      await client.postForm(interaction, { username: 'owner-three', password: 'Owner-three-pass-3' });
      const again = await client.postForm(`${interaction}/code`, { code: replayed });
      expect(again.status).toBe(401);
      expect(await again.text()).toContain('That code does not match');
    }
    expect((await rowOf(userId)).lastCodeStep).toBe(taken);
  });

  it('ends sessions, refresh tokens and access tokens at a password reset and at a deactivation', async () => {
    const userId = await makeUser('stolen-one', 'Stolen-one-pass-1');
    const { client, tokens } = await signIn('stolen-one', 'Stolen-one-pass-1');
    const callApi = (token: string) => api.app.inject({ url: '/api/users/currentUser', headers: { authorization: `Bearer ${token}` } });
    expect((await callApi(tokens.access_token)).statusCode).toBe(200);
    const refresh = (refreshToken: string) =>
      client.postForm('/oidc/token', { client_id: api.config.clientId, grant_type: 'refresh_token', refresh_token: refreshToken });
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
    const recordsOf = async (username: string) => api.app.portal.db.select().from(oidcRecords).where(eq(oidcRecords.accountId, username));
    const recordsBefore = await recordsOf('stolen-one');

    expect((await asAdmin('POST', `/api/admin/users/reset-password/${userId}`, { temporaryPassword: 'Reset-by-admin-7' })).statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    const silent = await openSignIn(client, { prompt: 'none' });
    expect(await tokensAfter(client, silent.verifier, silent.start)).toEqual({ error: 'login_required' });
    const refusedToken = await callApi(tokens.access_token);
    expect(refusedToken.statusCode).toBe(401);
    expect(refusedToken.json().message).toMatch(/signed out/);
    // What went: the provider's records of that account, found by it.
    expect(recordsBefore.map((record) => record.model)).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));
    expect(await recordsOf('stolen-one')).toEqual([]);

    // The owner's own sign-in afterwards is good at once, in the same second as the reset.
    await changePassword(api.app.portal.db, userId, 'Stolen-one-pass-2');
    const fresh = await signIn('stolen-one', 'Stolen-one-pass-2');
    expect((await callApi(fresh.tokens.access_token)).statusCode).toBe(200);

    // A deactivation ends them the same way.
    const record = (await asAdmin('GET', `/api/admin/users/${userId}`)).json();
    expect((await asAdmin('POST', `/api/admin/users/${userId}`, { version: record.version, isActive: false })).statusCode).toBe(200);
    expect(await recordsOf('stolen-one')).toEqual([]);
    expect((await refresh(fresh.tokens.refresh_token)).status).toBe(400);
    expect((await callApi(fresh.tokens.access_token)).statusCode).toBeGreaterThanOrEqual(401);
    const reactivated = (await asAdmin('GET', `/api/admin/users/${userId}`)).json();
    expect((await asAdmin('POST', `/api/admin/users/${userId}`, { version: reactivated.version, isActive: true })).statusCode).toBe(200);
    expect((await callApi(fresh.tokens.access_token)).statusCode).toBe(401);
    expect((await callApi((await signIn('stolen-one', 'Stolen-one-pass-2')).tokens.access_token)).statusCode).toBe(200);
  });

  it('counts every spelling of a limited path as the same path, and gives each the provider headers', async () => {
    const post = (url: string, remoteAddress: string) =>
      api.app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=x&password=y' });
    const spellings = {
      signIn: ['/oidc/interaction/no-such', '/oidc/%69nteraction/no-such', '/oidc/INTERACTION/no-such', '/oidc/interaction/no-such/', '/oidc/./interaction/no-such'],
      token: ['/oidc/token', '/oidc/token/', '/oidc/./token', '/oidc/TOKEN', '/oidc/%74oken', '/oidc/token//'],
    } as const;
    for (const [limit, urls] of Object.entries(spellings) as [keyof typeof LIMITS, readonly string[]][]) {
      const address = limit === 'signIn' ? '10.23.0.1' : '10.23.0.2';
      for (let request = 0; request < LIMITS[limit]; request += 1) {
        const response = await post(urls[request % urls.length], address);
        expect(response.statusCode, urls[request % urls.length]).not.toBe(429);
      }
      for (const url of urls) {
        const limited = await post(url, address);
        expect(limited.statusCode, url).toBe(429);
        expect(limited.headers['x-frame-options'], url).toBe('DENY');
        // The headers the API description's TooManyRequests names (server/routes/api-docs-replies.ts).
        for (const header of ['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(limited.headers[header], `${url} ${header}`).toBeDefined();
      }
      // Every spelling, limited or not, answers with the provider's headers, never the app's.
      for (const url of urls) {
        const answer = await post(url, '10.23.0.9');
        expect(answer.headers['x-frame-options'], url).toBe('DENY');
        expect(answer.headers['content-security-policy'], url).toBe(PROVIDER_PAGE_POLICY);
      }
    }
  });
});
