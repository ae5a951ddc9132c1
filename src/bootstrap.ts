// Start-up of SPEC §2: MSAL first, the app only for a signed-in user. Runs before the app mounts.
import type { AccountInfo } from '@azure/msal-browser';
import { storedLocale } from './i18n/current-locale';
import { loadLanguage } from './i18n/translate';
import { readAuthSettings, type AuthSettings } from './providers/auth-settings';
import { httpClient, setTokenSource } from './providers/http-client';
import { acquireApiToken, initializeMsal, signIn } from './providers/msal-client';
import { loadSignedInUser, updateSignedInUser } from './providers/signed-in-user';

export type StartPortalOptions = {
  /** Renders the app; called only once a signed-in account is held. */
  mount: () => void;
  /**
   * Called once the signed-in user and roles are in, just before mounting: the moment to start fetching what
   * the first screen needs, while the shell renders. Never called for a visitor who is sent to sign in.
   */
  onSignedIn?: () => void;
  settings?: AuthSettings;
};

// A silent renewal lands the provider's answer on the origin inside a hidden iframe (or a popup):
// hand it to the main window (MSAL 5's redirect bridge) instead of starting a second app there.
const isAuthResponseInFrame = () =>
  (window.parent !== window || Boolean(window.opener)) && /[#?&]state=/.test(window.location.href);

const readJson = async (path: string) => (await httpClient().get<unknown>(path)).data;

const signInAccount = async (settings: AuthSettings): Promise<AccountInfo | undefined> => {
  try {
    return await initializeMsal(settings);
  } catch (error) {
    console.error('Sign-in client initialisation failed', error);
    return undefined;
  }
};

export const startPortal = async ({ mount, onSignedIn, settings = readAuthSettings() }: StartPortalOptions) => {
  if (isAuthResponseInFrame()) {
    const { broadcastResponseToMainFrame } = await import('@azure/msal-browser/redirect-bridge');
    await broadcastResponseToMainFrame().catch((error: unknown) => console.error('Redirect bridge failed', error));
    return;
  }
  // The chosen language's texts load while MSAL starts, not after it (English has none to load).
  void loadLanguage(storedLocale());
  const account = await signInAccount(settings);
  if (!account) {
    // The page leaves for the provider; an unauthenticated visitor never sees the app.
    await signIn().catch((error: unknown) => console.error('Sign-in failed', error));
    return;
  }
  updateSignedInUser({ isAuthenticated: true, name: account.name ?? '', username: account.name ?? '' });
  setTokenSource(acquireApiToken);
  await loadSignedInUser(readJson);
  // After the user's two calls, not beside them: a dozen chunk requests on the browser's six connections to
  // the origin held those calls back by ~300 ms (bench/cold-load.ts).
  onSignedIn?.();
  mount();
};
