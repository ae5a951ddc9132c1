// Runtime settings of the SPA. The server writes them into `/config.js` as `window.__APP_CONFIG__`, so one
// build serves every environment (nothing is baked in at build time).
import { API_PREFIX } from '../../resources/paths';

/** The object `/config.js` assigns; keys as the server writes them. */
export type AppConfigSource = {
  VITE_APP_CLIENT_ID?: string;
  VITE_APP_TENANT?: string;
  authority?: string;
  apiBaseUrl?: string;
  environment?: string;
  company?: Company;
};

/** The firm behind the portal, linked in the footer. */
export type Company = { name: string; address: string; url: string };

declare global {
  interface Window {
    __APP_CONFIG__?: AppConfigSource;
  }
}

export type RuntimeConfig = {
  /** The SPA's application (client) id at the identity provider. */
  clientId: string;
  tenant: string;
  /** The identity provider's authority URL (tenant-specific for Entra ID, `/oidc` for the embedded one). */
  authority: string;
  /** Prefix of every business call; `/api` when the API is served beside the SPA. */
  apiBaseUrl: string;
  /** `production` hides the environment badge. */
  environment: string;
  company?: Company;
};

export const readRuntimeConfig = (source: AppConfigSource | undefined = globalThis.window?.__APP_CONFIG__): RuntimeConfig => ({
  clientId: source?.VITE_APP_CLIENT_ID ?? '',
  tenant: source?.VITE_APP_TENANT ?? 'common',
  authority: source?.authority ?? '',
  apiBaseUrl: (source?.apiBaseUrl || API_PREFIX).replace(/\/+$/, ''),
  environment: source?.environment ?? 'production',
  company: source?.company,
});

let cached: RuntimeConfig | undefined;

/** The configuration of this page load, read once. */
export const runtimeConfig = (): RuntimeConfig => (cached ??= readRuntimeConfig());
