// AUTH_MODE=local's sign-in as a person does it: the provider's form with a password, and the page that makes a
// temporary password be replaced.
import type { Page } from 'playwright-core';
import { waitForSignInPage } from './sign-in';

export const fillSignIn = async (page: Page, username: string, password: string) => {
  await waitForSignInPage(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // The form is posted: the next page is read only once the browser has moved on (the page before may show the
  // same "Wrong username or password." a busy machine would otherwise read as this attempt's answer).
  const posted = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await posted;
};

/** After a temporary password: the new one, then the sign-in page again. */
export const chooseNewPassword = async (page: Page, password: string) => {
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByText('Your password is changed. Sign in with your new password.').waitFor({ timeout: 30_000 });
};
