import path from 'node:path';

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
  /** The Entra tenant (entra mode only). */
  tenant: string;
  /** Users made administrators at start (lower-case sign-in names), so a new Entra deployment has a first ADMIN. */
  adminUsernames: readonly string[];
  /** local mode: the first administrators' temporary password; unset, one is generated and printed at first start. */
  adminInitialPassword?: string;
  /** Requests a minute from one client address to the provider's sign-in forms and token endpoint (dev and local). */
  rateLimits: { signIn: number; token: number };
  /** The runtime environment name; the top bar shows a badge when it is not `production`. */
  environment: string;
  /** The firm as its documents name it (the footer link, the quote PDF): COMPANY_* variables. */
  company: { name: string; address: string; url: string; vatNumber: string; email: string };
  /** The product's short name, put in menu labels such as "Fit{product}". */
  productName: string;
  /** Prometheus metrics on a port of their own (METRICS_PORT, on METRICS_HOST, every interface by default); unset, none are kept. */
  metrics?: { port: number; host: string };
  /** How long a shutdown (SIGTERM, SIGINT) waits for requests in flight before closing their connections. */
  shutdownTimeoutMs: number;
  /** Whom a user without a role should ask for access (e-mail addresses or names), shown on the access page. */
  adminContacts: readonly string[];
};

const DEV_CLIENT_ID = '6f1c2d34-staff-portal-dev';

const positiveNumber = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : fallback;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const port = Number(env.PORT ?? 3000);
  const authMode = (env.AUTH_MODE ?? 'dev') as AuthMode;
  if (!AUTH_MODES.includes(authMode)) throw new Error(`AUTH_MODE must be dev, local or entra, not ${authMode}`);
  return {
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    authMode,
    clientId: env.VITE_APP_CLIENT_ID ?? DEV_CLIENT_ID,
    tenant: env.VITE_APP_TENANT ?? 'common',
    // A local deployment with none named gets `admin` as its first administrator (README "Sign-in").
    adminUsernames: (env.ADMIN_USERNAMES ?? (authMode === 'local' ? 'admin' : ''))
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    adminInitialPassword: env.ADMIN_INITIAL_PASSWORD || undefined,
    rateLimits: { signIn: positiveNumber(env.SIGN_IN_RATE_LIMIT, 30), token: positiveNumber(env.TOKEN_RATE_LIMIT, 60) },
    environment: env.APP_ENV ?? 'production',
    company: {
      name: env.COMPANY_NAME ?? 'Rossi & Bianchi S.r.l.',
      address: env.COMPANY_ADDRESS ?? 'Via Roma 12, 20121 Milano (MI)',
      url: env.COMPANY_URL ?? 'https://www.example.com',
      vatNumber: env.COMPANY_VAT_NUMBER ?? 'IT01234567897',
      email: env.COMPANY_EMAIL ?? 'info@rossibianchi.example',
    },
    productName: env.PRODUCT_NAME?.trim() || 'Portal',
    metrics: env.METRICS_PORT ? { port: positiveNumber(env.METRICS_PORT, 9464), host: env.METRICS_HOST ?? '0.0.0.0' } : undefined,
    shutdownTimeoutMs: positiveNumber(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    adminContacts: (env.ADMIN_CONTACT ?? 'it@rossibianchi.example')
      .split(',')
      .map((contact) => contact.trim())
      .filter(Boolean),
  };
};

export const apiAudience = (config: ServerConfig) => `api://${config.clientId}`;
export const apiScope = (config: ServerConfig) => `${apiAudience(config)}/Po.Read`;

/** dev and local sign in at the embedded OpenID provider under /oidc; entra at Microsoft's. */
export const hasEmbeddedProvider = (config: Pick<ServerConfig, 'authMode'>) => config.authMode !== 'entra';
