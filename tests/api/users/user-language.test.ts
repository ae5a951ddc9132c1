// Each user's language for e-mail and documents: taken from the browser's language (the SPA's Accept-Language) at
// the first read of the signed-in user, then changed only by the user's own choice on the profile, and read by the
// mail code for many users at once, the firm's language standing in for a user with none.
import { readerLanguagesOf } from '../../../server/modules/mail/reader-languages';
import { testDatabaseKinds } from '../../helpers/databases';
import { startAuthApp, type AuthApp } from '../auth-harness';

describe.each(testDatabaseKinds)("the user's language on %s", (kind) => {
  let api: AuthApp;
  beforeAll(async () => {
    api = await startAuthApp(kind);
  });
  afterAll(() => api?.close());

  const signIn = async (username: string) => {
    const token = await api.signToken({ claims: { sub: username, preferred_username: username, name: username } });
    return (acceptLanguage: string, options: { method?: 'GET' | 'POST'; url?: string; payload?: object } = {}) =>
      api.app.inject({
        method: options.method ?? 'GET',
        url: options.url ?? '/api/users/currentUser',
        payload: options.payload,
        headers: { authorization: `Bearer ${token}`, 'accept-language': acceptLanguage },
      });
  };

  it("is the browser's at the first sign-in and stays until the user chooses another", async () => {
    const as = await signIn(`lingua-${kind}`);
    const first = await as('it-IT,it;q=0.9,en;q=0.8');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ language: 'it' });
    // The top bar switched to English in another browser: the stored choice stays.
    expect((await as('en-GB')).json()).toMatchObject({ language: 'it' });

    const chosen = await as('it-IT', { method: 'POST', url: '/api/users/currentUser/language', payload: { language: 'en' } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'en' });
    const refused = await as('it-IT', { method: 'POST', url: '/api/users/currentUser/language', payload: { language: 'de' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: "Scegli una lingua dall'elenco", errors: { language: expect.any(String) } });
    expect((await as('it-IT')).json()).toMatchObject({ language: 'en' });

    const { db, schema } = api.app.portal;
    const id = Number(first.json().id);
    const languageOf = await readerLanguagesOf(db, schema, [id, 999_999], 'it');
    expect([languageOf(id), languageOf(999_999)]).toEqual(['en', 'it']);
  });

  it('is English for a browser that speaks no language of the portal', async () => {
    const as = await signIn(`sprache-${kind}`);
    expect((await as('de-DE')).json()).toMatchObject({ language: 'en' });
  });
});
