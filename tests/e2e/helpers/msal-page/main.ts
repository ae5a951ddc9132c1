// The SPA's own MSAL client with nothing else of the app: signs in (or handles the redirect back), calls
// the API with the token and writes the answer into #answer. `window.portalSignOut` starts the logout.
import { readAuthSettings } from '../../../../src/providers/auth-settings';
import { acquireApiToken, initializeMsal, signIn, signOut } from '../../../../src/providers/msal-client';

const answer = document.getElementById('answer')!;

const run = async () => {
  const account = await initializeMsal(readAuthSettings());
  if (!account) return signIn();
  const token = await acquireApiToken();
  const response = await fetch('/api/users/currentUser', { headers: { authorization: `Bearer ${token}` } });
  (window as unknown as { portalSignOut: () => Promise<void> }).portalSignOut = signOut;
  answer.textContent = JSON.stringify({ status: response.status, user: await response.json() });
};

run().catch((error: unknown) => {
  answer.textContent = `error: ${String(error)}`;
});
