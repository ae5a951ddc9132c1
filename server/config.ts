import path from 'node:path';
import { DEFAULT_FIRM_TIME_ZONE, isTimeZone } from '../resources/firm-calendar';
import { CATALOGUES, type CatalogueLanguage } from '../i18n/catalogues';

// Runtime settings, read once from the environment. Every default serves `npm start` on a fresh clone.
/**
 * `dev`: the embedded provider with the development users (no passwords; loopback only);
 * `local`: the embedded provider with real accounts and passwords kept in the database; `entra`: Entra ID.
 */
export type AuthMode = 'dev' | 'local' | 'entra';
const AUTH_MODES: readonly AuthMode[] = ['dev', 'local', 'entra'];

export type ServerConfig = {
  port: number;
  /** The origin the browser uses; the embedded provider's issuer and the SPA's redirect URI derive from it. */
  publicUrl: string;
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  authMode: AuthMode;
  /** The SPA's application (client) id; the API scope is `api://<clientId>/Po.Read`. */
  clientId: string;
  /** The Entra tenant (entra mode only): its GUID, a domain (`contoso.onmicrosoft.com`), `organizations` or `common`. */
  tenant: string;
  /** Entra's sign-in host; another cloud's, or a local issuer in tests (http only on loopback). */
  authorityHost: string;
  /** Multi-tenant settings (`organizations`, `common`): the tenant ids (GUIDs) whose users may sign in. */
  allowedTenants: readonly string[];
  /** Users made administrators at start (lower-case sign-in names), so a new Entra deployment has a first ADMIN. */
  adminUsernames: readonly string[];
  /** local mode: the first administrators' temporary password; unset, one is generated and printed at first start. */
  adminInitialPassword?: string;
  /** Requests a minute from one client address to the provider's sign-in forms and token endpoint (dev and local). */
  rateLimits: { signIn: number; token: number };
  /** The runtime environment name; the top bar shows a badge when it is not `production`. */
  environment: string;
  /** The firm as its documents name it (the footer link, the quote PDF): COMPANY_* variables. */
  company: { name: string; address: string; url: string; vatNumber: string; email: string; language: CatalogueLanguage };
  /** The product's short name, put in menu labels such as "Fit{product}". */
  productName: string;
  /** Prometheus metrics on a port of their own (METRICS_PORT, on METRICS_HOST, every interface by default); unset, none are kept. */
  metrics?: { port: number; host: string };
  /** How long a shutdown (SIGTERM, SIGINT) waits for requests in flight before closing their connections. */
  shutdownTimeoutMs: number;
  /** SHUTDOWN_DRAIN_MS: how long a shutdown keeps serving with readiness 503 before it closes the listener (longer than a balancer's check interval). */
  shutdownDrainMs: number;
  /** Whom a user without a role should ask for access (e-mail addresses or names), shown on the access page. */
  adminContacts: readonly string[];
  /** The IANA zone whose calendar day is the firm's "today" (due dates, this month), server and SPA. */
  firmTimeZone: string;
  /** OIDC_SIGNING_KEY: the provider's signing keys given as a secret (a private RS256 JWK or an array, newest first); unset, they are kept in the database. */
  signingKeySecret?: string;
  /** TRUST_PROXY: which proxies in front may name the client's address (Fastify's trustProxy); false by default. */
  trustProxy: boolean | number | string[];
  /** SMTP_URL and MAIL_FROM: where notification e-mails are sent from; unset, no e-mail is queued or sent. */
  mail?: { smtpUrl: string; from: string };
};

/** `true`, a hop count (`1`), or addresses and CIDR ranges separated by commas (`10.0.0.0/8,127.0.0.1`). */
export const trustProxyOf = (text: string | undefined): ServerConfig['trustProxy'] => {
  const value = text?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim()).filter(Boolean);
};

const DEV_CLIENT_ID = '6f1c2d34-staff-portal-dev';
const DEFAULT_AUTHORITY_HOST = 'https://login.microsoftonline.com';
/** Tenant settings that let users of any tenant sign in: Entra says which in the token's `tid`. */
export const MULTI_TENANT_SETTINGS = ['organizations', 'common'];
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

export const isMultiTenant = (config: Pick<ServerConfig, 'tenant'>) => MULTI_TENANT_SETTINGS.includes(config.tenant.toLowerCase());

/**
 * What keeps entra mode from starting, in words naming the settings; empty when nothing does. A development
 * client id or tenant would refuse every real token, and a multi-tenant setting without an allow-list would let
 * every Entra tenant in the world sign in (and be given a user row).
 */
export const entraSettingsProblems = (
  config: Pick<ServerConfig, 'authMode' | 'tenant' | 'authorityHost' | 'allowedTenants'>,
  env?: NodeJS.ProcessEnv,
): string[] => {
  if (config.authMode !== 'entra') return [];
  const problems: string[] = [];
  const missing = env ? ['VITE_APP_CLIENT_ID', 'VITE_APP_TENANT'].filter((name) => !env[name]?.trim()) : [];
  if (missing.length) problems.push(`AUTH_MODE=entra needs ${missing.join(' and ')} (the app registration's client id and the tenant)`);
  if (isMultiTenant(config) && config.allowedTenants.length === 0)
    problems.push(`VITE_APP_TENANT=${config.tenant} lets any tenant sign in: name the tenant ids allowed in ENTRA_ALLOWED_TENANTS`);
  if (!isMultiTenant(config) && config.allowedTenants.length > 0)
    problems.push('ENTRA_ALLOWED_TENANTS is for VITE_APP_TENANT=organizations or common; a single tenant allows only itself');
  const notGuids = config.allowedTenants.filter((tenant) => !GUID.test(tenant));
  if (notGuids.length) problems.push(`ENTRA_ALLOWED_TENANTS takes tenant ids (GUIDs), not ${notGuids.join(', ')}`);
  let host: URL | undefined;
  try {
    host = new URL(config.authorityHost);
  } catch {
    problems.push(`ENTRA_AUTHORITY_HOST is not a URL: ${config.authorityHost}`);
  }
  if (host && !(host.protocol === 'https:' || (host.protocol === 'http:' && LOOPBACK_HOSTS.includes(host.hostname))))
    problems.push(`ENTRA_AUTHORITY_HOST must be https (http only on loopback): ${config.authorityHost}`);
  return problems;
};

const positiveNumber = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Like positiveNumber, with 0 allowed (SHUTDOWN_DRAIN_MS=0: no drain, as for a single replica without a balancer). */
const nonNegativeNumber = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/**
 * The firm as its documents name it (COMPANY_* settings), one identity for every part: the quote PDF, the
 * FatturaPA import (whose VAT number decides an invoice's direction) and the seeded firm.
 */
export const firmIdentityOf = (env: NodeJS.ProcessEnv = process.env): ServerConfig['company'] => ({
  name: env.COMPANY_NAME ?? 'Rossi & Bianchi S.r.l.',
  address: env.COMPANY_ADDRESS ?? 'Via Roma 12, 20121 Milano (MI)',
  url: env.COMPANY_URL ?? 'https://www.example.com',
  vatNumber: env.COMPANY_VAT_NUMBER ?? 'IT12345678903',
  email: env.COMPANY_EMAIL ?? 'info@rossibianchi.example',
  language: companyLanguageOf(env.COMPANY_LANGUAGE),
});

/** The firm's partita IVA without its country prefix (`IT12345678903` → `12345678903`), as FatturaPA's IdCodice. */
export const firmVatDigitsOf = (env: NodeJS.ProcessEnv = process.env) => firmIdentityOf(env).vatNumber.replace(/\s/g, '').replace(/^IT/i, '');

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const port = Number(env.PORT ?? 3000);
  const authMode = (env.AUTH_MODE ?? 'dev') as AuthMode;
  if (!AUTH_MODES.includes(authMode)) throw new Error(`AUTH_MODE must be dev, local or entra, not ${authMode}`);
  const config: ServerConfig = {
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    authMode,
    clientId: env.VITE_APP_CLIENT_ID?.trim() || DEV_CLIENT_ID,
    tenant: env.VITE_APP_TENANT?.trim() || 'common',
    authorityHost: (env.ENTRA_AUTHORITY_HOST?.trim() || DEFAULT_AUTHORITY_HOST).replace(/\/+$/, ''),
    allowedTenants: (env.ENTRA_ALLOWED_TENANTS ?? '')
      .split(',')
      .map((tenant) => tenant.trim().toLowerCase())
      .filter(Boolean),
    // A local deployment with none named gets `admin` as its first administrator (README "Sign-in").
    adminUsernames: (env.ADMIN_USERNAMES ?? (authMode === 'local' ? 'admin' : ''))
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    adminInitialPassword: env.ADMIN_INITIAL_PASSWORD || undefined,
    rateLimits: { signIn: positiveNumber(env.SIGN_IN_RATE_LIMIT, 30), token: positiveNumber(env.TOKEN_RATE_LIMIT, 60) },
    environment: env.APP_ENV ?? 'production',
    company: firmIdentityOf(env),
    productName: env.PRODUCT_NAME?.trim() || 'Portal',
    metrics: env.METRICS_PORT ? { port: positiveNumber(env.METRICS_PORT, 9464), host: env.METRICS_HOST ?? '0.0.0.0' } : undefined,
    shutdownTimeoutMs: positiveNumber(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    shutdownDrainMs: nonNegativeNumber(env.SHUTDOWN_DRAIN_MS, 6_000),
    adminContacts: (env.ADMIN_CONTACT ?? 'it@rossibianchi.example')
      .split(',')
      .map((contact) => contact.trim())
      .filter(Boolean),
    firmTimeZone: timeZoneOf(env.FIRM_TIME_ZONE),
    signingKeySecret: env.OIDC_SIGNING_KEY || undefined,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    mail: env.SMTP_URL?.trim() ? { smtpUrl: env.SMTP_URL.trim(), from: env.MAIL_FROM?.trim() ?? '' } : undefined,
  };
  if (config.mail && !config.mail.from) throw new Error('SMTP_URL is set but MAIL_FROM is not: name the sender of notification e-mails');
  const problems = entraSettingsProblems(config, env);
  if (problems.length) throw new Error(`Cannot start: ${problems.join('; ')}`);
  return config;
};

/** The firm's own language: what a quote is written in when its customer's country is not known. */
const companyLanguageOf = (text: string | undefined): CatalogueLanguage => {
  const language = text?.trim().toLowerCase() || 'it';
  if (!Object.hasOwn(CATALOGUES, language)) throw new Error(`COMPANY_LANGUAGE must be one of ${Object.keys(CATALOGUES).join(', ')}, not ${language}`);
  return language as CatalogueLanguage;
};

const timeZoneOf = (text: string | undefined) => {
  const zone = text?.trim() || DEFAULT_FIRM_TIME_ZONE;
  if (!isTimeZone(zone)) throw new Error(`FIRM_TIME_ZONE must be an IANA time zone such as Europe/Rome, not ${zone}`);
  return zone;
};

export const apiAudience = (config: ServerConfig) => `api://${config.clientId}`;
export const apiScope = (config: ServerConfig) => `${apiAudience(config)}/Po.Read`;

/** dev and local sign in at the embedded OpenID provider under /oidc; entra at Microsoft's. */
export const hasEmbeddedProvider = (config: Pick<ServerConfig, 'authMode'>) => config.authMode !== 'entra';
