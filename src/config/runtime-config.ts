// Runtime settings of the SPA. The server writes them into `/config.js` as `window.__APP_CONFIG__`, so one
// build serves every environment (nothing is baked in at build time).
import { API_PREFIX } from '../../resources/paths';
import { DEFAULT_FIRM_TIME_ZONE, isCalendarDay, isTimeZone } from '../../resources/firm-calendar';

/** The object `/config.js` assigns; keys as the server writes them. */
export type AppConfigSource = {
  VITE_APP_CLIENT_ID?: string;
  VITE_APP_TENANT?: string;
  authority?: string;
  apiBaseUrl?: string;
  environment?: string;
  company?: Company;
  productName?: string;
  adminContacts?: readonly string[];
  firmTimeZone?: string;
  firmToday?: string;
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
  /** The product's short name, substituted for `{product}` in menu labels. */
  productName: string;
  /** Whom a user without a role asks for access. */
  adminContacts: readonly string[];
  /** The zone of the firm's calendar day ("today"). */
  firmTimeZone: string;
  /** A test run's fixed today (the server's PORTAL_TODAY); absent in production. */
  firmToday?: string;
};

/** The product name when the server names none. */
export const DEFAULT_PRODUCT_NAME = 'Portal';

export const readRuntimeConfig = (source: AppConfigSource | undefined = globalThis.window?.__APP_CONFIG__): RuntimeConfig => ({
  clientId: source?.VITE_APP_CLIENT_ID ?? '',
  tenant: source?.VITE_APP_TENANT ?? 'common',
  authority: source?.authority ?? '',
  apiBaseUrl: (source?.apiBaseUrl || API_PREFIX).replace(/\/+$/, ''),
  environment: source?.environment ?? 'production',
  company: source?.company,
  productName: source?.productName || DEFAULT_PRODUCT_NAME,
  adminContacts: source?.adminContacts ?? [],
  firmTimeZone: source?.firmTimeZone && isTimeZone(source.firmTimeZone) ? source.firmTimeZone : DEFAULT_FIRM_TIME_ZONE,
  firmToday: source?.firmToday && isCalendarDay(source.firmToday) ? source.firmToday : undefined,
});

/** A declared label with its `{product}` placeholder filled in (SPEC spells the section `Fit{product}`). */
export const withProductName = <T,>(label: T, productName = runtimeConfig().productName): T =>
  (typeof label === 'string' ? label.replaceAll('{product}', productName) : label) as T;

let cached: RuntimeConfig | undefined;

/** The configuration of this page load, read once. */
export const runtimeConfig = (): RuntimeConfig => (cached ??= readRuntimeConfig());
