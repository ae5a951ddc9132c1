// The embedded provider's own pages follow the browser's Accept-Language, Italian or English, their texts from
// the i18n catalogues; English keeps DESIGN.md's contract: the field `Username`, the button `Sign in`.
import { testDatabaseKinds } from '../helpers/databases';
import { startAuthApp, type AuthApp } from './auth-harness';
import { openSignIn } from './oidc-browser';

const ITALIAN = { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };

describe.each(testDatabaseKinds)("the provider's pages in the browser's language on %s", (kind) => {
  let api: AuthApp;
  beforeAll(async () => {
    api = await startAuthApp(kind, { listen: true, config: { authMode: 'local', adminUsernames: ['admin'], adminInitialPassword: 'Primo-accesso-2026!' } });
  });
  afterAll(() => api?.close());

  const signInPage = async (headers: Record<string, string>) => {
    const { client, interaction } = await openSignIn(api.config);
    const page = await client.request(interaction, { headers });
    expect(page.status).toBe(200);
    return { client, interaction, html: await page.text() };
  };

  it('writes the sign-in page in English, with the Username field and the Sign in button', async () => {
    const { html } = await signInPage(ENGLISH);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('Change your password');
  });

  it('writes the sign-in page and its refusal in Italian when the browser asks for it', async () => {
    const { client, interaction, html } = await signInPage(ITALIAN);
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<label for="username">Nome utente</label>');
    expect(html).toContain('<button type="submit">Accedi</button>');
    expect(html).toContain('Cambia la tua password');
    const refused = await client.request(interaction, {
      method: 'POST',
      body: new URLSearchParams({ username: 'admin', password: 'not-the-password' }),
      headers: { ...ITALIAN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('Nome utente o password errati.');
  });

  it("writes the change-password page and the provider's error pages in the browser's language", async () => {
    const { client, interaction } = await openSignIn(api.config);
    const change = await (await client.request(`${interaction}?change=password`, { headers: ITALIAN })).text();
    expect(change).toContain('<label for="current-password">Password attuale</label>');
    expect(change).toContain('Ripeti la nuova password');

    const expired = await fetch(`${api.config.publicUrl}/oidc/interaction/no-such-sign-in`, { headers: ITALIAN });
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('Questo accesso è scaduto. Apri di nuovo il portale per accedere.');

    const unknownClient = await fetch(`${api.config.publicUrl}/oidc/auth?client_id=nobody&response_type=code&scope=openid`, { headers: ITALIAN });
    expect(await unknownClient.text()).toContain('<h1>Errore di accesso</h1>');
    const inEnglish = await fetch(`${api.config.publicUrl}/oidc/auth?client_id=nobody&response_type=code&scope=openid`, { headers: ENGLISH });
    expect(await inEnglish.text()).toContain('<h1>Sign-in error</h1>');
  });
});
