// Signs a development user in the way a person does: open the portal, get sent to the embedded
// provider's page (field `Username`, button `Sign in`; `Nome utente`, `Accedi` in an Italian browser), come back
// to the portal through MSAL's redirect.
import type { Page } from 'playwright-core';

/** The provider's page follows the browser's language (server/auth/oidc/pages.ts). */
const USERNAME = /^(Username|Nome utente)$/;
const SIGN_IN = /^(Sign in|Accedi)$/;

/** The provider's sign-in page is showing. */
export const waitForSignInPage = async (page: Page) => {
  await page.waitForURL(/\/oidc\/interaction\//, { timeout: 30_000 });
  await page.getByLabel(USERNAME).waitFor({ timeout: 30_000 });
};

/**
 * Opens `origin` (or the page's current place) and signs in as `username`. Resolves once the portal has
 * loaded the signed-in user from the API with a token, i.e. the app is being shown.
 */
export const signIn = async (page: Page, username: string, origin?: string) => {
  if (origin) await page.goto(origin);
  await waitForSignInPage(page);
  await page.getByLabel(USERNAME).fill(username);
  const currentUser = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/currentUser') && response.request().method() === 'GET',
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: SIGN_IN }).click();
  const response = await currentUser;
  if (response.status() !== 200) throw new Error(`Signed in, but /api/users/currentUser answered ${response.status()}`);
  return response.json() as Promise<{ id: number; name: string; username: string }>;
};
