import path from 'node:path';
import type { CatalogueLanguage } from '../i18n/catalogues';
import { envTextsOf, type EnvTexts } from './settings/secret-files';
import { AUTH_MODES, ENV_NAMES, envSchema, metaOf, type AuthMode, type EnvName, type Settings } from './settings/settings';
import type { RoleMap } from './settings/role-map';
import { IMPORT_LIMITS, type ImportLimits } from '../resources/import-limits';

const MB = 1024 * 1024;

// Runtime settings, read once from the environment through the one schema of server/settings/settings.ts. Every
// default serves `npm start` on a fresh clone; a start with wrong settings is refused with every problem named.
export type { AuthMode } from './settings/settings';
export { AUTH_MODES };

export type ServerConfig = {
  port: number;
  /** The address to listen on: 127.0.0.1 in dev mode (anybody signs in by name), HOST (every interface) otherwise. */
  host: string;
  /** The origin the browser uses; the embedded provider's issuer and the SPA's redirect URI derive from it. */
  publicUrl: string;
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** The embedded database's shared buffers (PGLITE_SHARED_BUFFERS). */
  pgliteSharedBuffers: string;
  /** Seed the demo firm into an empty database at the first start (SEED_DEMO; dev mode outside production by default). */
  seedDemo: boolean;
  authMode: AuthMode;
  /** The SPA's application (client) id; the API scope is `api://<clientId>/Po.Read`. */
  clientId: string;
  /** The Entra tenant (entra mode only): its GUID, a domain (`contoso.onmicrosoft.com`), `organizations` or `common`. */
  tenant: string;
  /** Entra's sign-in host; another cloud's, or a local issuer in tests (http only on loopback). */
  authorityHost: string;
  /** Multi-tenant settings (`organizations`, `common`): the tenant ids (GUIDs) whose users may sign in. */
  allowedTenants: readonly string[];
  /** entra mode: the portal groups each app role or directory group gives at sign-in (ENTRA_ROLE_MAP). */
  roleMap: RoleMap;
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
  /** IMPORT_* settings over the finance imports' defaults: the largest statement and FatturaPA ZIP an import accepts. */
  importLimits: ImportLimits;
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
 * What keeps entra mode from starting, in words naming the settings; empty when nothing does. A multi-tenant
 * setting without an allow-list would let every Entra tenant in the world sign in (and be given a user row).
 * Also checked by the token verifier, for a configuration built in code.
 */
export const entraSettingsProblems = (config: Pick<ServerConfig, 'authMode' | 'tenant' | 'authorityHost' | 'allowedTenants'>): string[] => {
  if (config.authMode !== 'entra') return [];
  const problems: string[] = [];
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

/** The demo firm's identity: `dev` mode's defaults only, so that nothing of it reaches a real firm's documents. */
const DEMO_FIRM = {
  name: 'Rossi & Bianchi S.r.l.',
  address: 'Via Roma 12, 20121 Milano (MI)',
  url: 'https://www.example.com',
  vatNumber: 'IT12345678903',
  email: 'info@rossibianchi.example',
  adminContact: 'it@rossibianchi.example',
};

/** A refused configuration: every problem, each naming its variable and what it was given. */
export class ConfigurationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Cannot start: the configuration has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** How a given text is shown in a refusal: a secret never, but a URL's place without its password. */
const shown = (name: EnvName, text: string) => {
  if (!metaOf(name).isSecret) return JSON.stringify(text);
  if (!URL.canParse(text)) return 'a value (hidden: a secret)';
  const url = new URL(text);
  if (url.password) url.password = '***';
  return JSON.stringify(url.href);
};

/** Each variable parsed on its own, so that every wrong one is named; those that failed are left out. */
const parseEach = (texts: EnvTexts, problems: string[]) => {
  const parsed: Partial<Settings> = {};
  for (const name of ENV_NAMES) {
    const text = texts[name] ?? metaOf(name).default;
    if (text === undefined) continue;
    const result = envSchema.shape[name].safeParse(text);
    if (result.success) (parsed as Record<EnvName, unknown>)[name] = result.data;
    else problems.push(`${name}: ${[...new Set(result.error.issues.map((issue) => issue.message))].join('; ')}; given ${shown(name, text)}`);
  }
  return parsed;
};

/** Settings that make sense only together: the mode's required ones, an administrator in entra mode, mail's sender. */
const problemsTogether = (texts: EnvTexts, parsed: Partial<Settings>) => {
  const problems: string[] = [];
  const mode = parsed.AUTH_MODE;
  const missing = mode ? ENV_NAMES.filter((name) => metaOf(name).requiredIn?.includes(mode) && texts[name] === undefined) : [];
  if (missing.length) problems.push(`AUTH_MODE=${mode} needs ${missing.join(' and ')} (unset; docs/operators/configuration.md says what each is)`);
  if (mode === 'entra' && texts.VITE_APP_TENANT !== undefined)
    problems.push(
      ...entraSettingsProblems({
        authMode: mode,
        tenant: texts.VITE_APP_TENANT,
        authorityHost: parsed.ENTRA_AUTHORITY_HOST ?? DEFAULT_AUTHORITY_HOST,
        allowedTenants: parsed.ENTRA_ALLOWED_TENANTS ?? [],
      }),
    );
  // Entra users hold no role until an administrator gives one: without a first one named or mapped, nobody ever could.
  if (mode === 'entra' && !parsed.ADMIN_USERNAMES?.length && texts.ENTRA_ROLE_MAP === undefined)
    problems.push('AUTH_MODE=entra with nobody able to administer the portal: name the first administrators in ADMIN_USERNAMES or map an app role to the Administrators group in ENTRA_ROLE_MAP');
  if (texts.SMTP_URL !== undefined && texts.MAIL_FROM === undefined) problems.push('SMTP_URL is set but MAIL_FROM is not: name the sender of notification e-mails');
  return problems;
};

/** A parsed value that has a default: there whenever the parse had no problems. */
const settled = <Name extends EnvName>(parsed: Partial<Settings>, name: Name): NonNullable<Settings[Name]> => {
  const value = parsed[name];
  if (value === undefined || value === null) throw new Error(`${name} has no value`);
  return value as NonNullable<Settings[Name]>;
};

/**
 * The server's settings from the environment; a ConfigurationError listing every problem when they are wrong.
 */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const { texts, problems } = envTextsOf(env);
  const parsed = parseEach(texts, problems);
  problems.push(...problemsTogether(texts, parsed));
  if (problems.length) throw new ConfigurationError(problems);
  const authMode = settled(parsed, 'AUTH_MODE');
  const port = settled(parsed, 'PORT');
  const isDev = authMode === 'dev';
  const seedDemo = parsed.SEED_DEMO ?? (isDev && parsed.NODE_ENV !== 'production');
  // The demo firm's identity only where the demo is: dev mode, or a start asked to seed it (its seeded firm is this one).
  const demo = (value: string) => (isDev || seedDemo ? value : '');
  const mail = parsed.SMTP_URL ? { smtpUrl: parsed.SMTP_URL, from: settled(parsed, 'MAIL_FROM') } : undefined;
  return {
    port,
    host: isDev ? '127.0.0.1' : settled(parsed, 'HOST'),
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir: path.resolve(settled(parsed, 'DATA_DIR')),
    databaseUrl: parsed.DATABASE_URL,
    seedDemo,
    authMode,
    clientId: texts.VITE_APP_CLIENT_ID ?? DEV_CLIENT_ID,
    tenant: texts.VITE_APP_TENANT ?? 'common',
    authorityHost: settled(parsed, 'ENTRA_AUTHORITY_HOST'),
    allowedTenants: parsed.ENTRA_ALLOWED_TENANTS ?? [],
    roleMap: parsed.ENTRA_ROLE_MAP ?? new Map(),
    // A local deployment with none named gets `admin` as its first administrator (README "Sign-in").
    adminUsernames: parsed.ADMIN_USERNAMES ?? (authMode === 'local' ? ['admin'] : []),
    adminInitialPassword: parsed.ADMIN_INITIAL_PASSWORD,
    rateLimits: { signIn: settled(parsed, 'SIGN_IN_RATE_LIMIT'), token: settled(parsed, 'TOKEN_RATE_LIMIT') },
    environment: settled(parsed, 'APP_ENV'),
    company: {
      name: parsed.COMPANY_NAME ?? demo(DEMO_FIRM.name),
      address: parsed.COMPANY_ADDRESS ?? demo(DEMO_FIRM.address),
      url: parsed.COMPANY_URL ?? demo(DEMO_FIRM.url),
      vatNumber: parsed.COMPANY_VAT_NUMBER ?? demo(DEMO_FIRM.vatNumber),
      email: parsed.COMPANY_EMAIL ?? demo(DEMO_FIRM.email),
      language: settled(parsed, 'COMPANY_LANGUAGE') as CatalogueLanguage,
    },
    productName: settled(parsed, 'PRODUCT_NAME'),
    metrics: parsed.METRICS_PORT ? { port: parsed.METRICS_PORT, host: settled(parsed, 'METRICS_HOST') } : undefined,
    shutdownTimeoutMs: settled(parsed, 'SHUTDOWN_TIMEOUT_MS'),
    shutdownDrainMs: settled(parsed, 'SHUTDOWN_DRAIN_MS'),
    importLimits: {
      ...IMPORT_LIMITS,
      statementBytes: settled(parsed, 'IMPORT_STATEMENT_MAX_MB') * MB,
      statementMovements: settled(parsed, 'IMPORT_STATEMENT_MAX_MOVEMENTS'),
      zipBytes: settled(parsed, 'IMPORT_ZIP_MAX_MB') * MB,
      zipFiles: settled(parsed, 'IMPORT_ZIP_MAX_FILES'),
      zipInvoices: settled(parsed, 'IMPORT_ZIP_MAX_INVOICES'),
    },
    adminContacts: parsed.ADMIN_CONTACT ?? (isDev ? [DEMO_FIRM.adminContact] : []),
    firmTimeZone: settled(parsed, 'FIRM_TIME_ZONE'),
    signingKeySecret: parsed.OIDC_SIGNING_KEY,
    trustProxy: trustProxyOf(parsed.TRUST_PROXY),
    pgliteSharedBuffers: settled(parsed, 'PGLITE_SHARED_BUFFERS'),
    mail,
  };
};

/**
 * The firm as its documents name it (COMPANY_* settings), one identity for every part: the quote PDF and the
 * FatturaPA import (whose VAT number decides an invoice's direction).
 */
export const firmIdentityOf = (env: NodeJS.ProcessEnv = process.env): ServerConfig['company'] => readConfig(env).company;

export const apiAudience = (config: ServerConfig) => `api://${config.clientId}`;
export const apiScope = (config: ServerConfig) => `${apiAudience(config)}/Po.Read`;

/** dev and local sign in at the embedded OpenID provider under /oidc; entra at Microsoft's. */
export const hasEmbeddedProvider = (config: Pick<ServerConfig, 'authMode'>) => config.authMode !== 'entra';
