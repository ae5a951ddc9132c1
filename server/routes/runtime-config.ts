import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../resources/paths';
import { apiScope, type ServerConfig } from '../config';
import { OIDC_PATH } from '../auth/oidc/provider';
import { runtimeConfigParts } from '../modules/workflows';
import { fixedFirmToday } from '../../resources/firm-calendar';

// GET /config.js: the SPA's runtime configuration (DESIGN.md), read before the app starts, never baked
// into the build, so one build serves any tenant, client id and environment.

export type RuntimeConfig = {
  VITE_APP_CLIENT_ID: string;
  VITE_APP_TENANT: string;
  authMode: ServerConfig['authMode'];
  /** What MSAL calls its authority. */
  authority: string;
  knownAuthorities: string[];
  /** dev and local: the provider's discovery document (a JSON string), so MSAL skips discovery. */
  authorityMetadata?: string;
  apiBaseUrl: string;
  apiScope: string;
  environment: string;
  company: ServerConfig['company'];
  productName: string;
  adminContacts: readonly string[];
  firmTimeZone: string;
  /** A test run's fixed today (PORTAL_TODAY, never in production), so the SPA counts from the server's day. */
  firmToday?: string;
};

/**
 * dev: MSAL refuses an http:// authority, so it gets an https:// one it never contacts plus the real
 * discovery document (with the provider's http:// endpoints) as `authorityMetadata`.
 */
const authorityOf = async (app: FastifyInstance, config: ServerConfig) => {
  if (config.authMode === 'entra') {
    // MSAL's instance discovery knows Microsoft's clouds (ENTRA_AUTHORITY_HOST may name another one's host).
    return { authority: `${config.authorityHost}/${config.tenant}`, knownAuthorities: [] };
  }
  const { host } = new URL(config.publicUrl);
  const discovery = await app.inject({ url: `${OIDC_PATH}/.well-known/openid-configuration`, headers: { host } });
  if (discovery.statusCode !== 200) throw new Error(`The embedded provider's discovery answered ${discovery.statusCode}`);
  return { authority: `https://${host}${OIDC_PATH}`, knownAuthorities: [host], authorityMetadata: discovery.body };
};

export const buildRuntimeConfig = async (app: FastifyInstance, config: ServerConfig): Promise<RuntimeConfig> => ({
  VITE_APP_CLIENT_ID: config.clientId,
  VITE_APP_TENANT: config.tenant,
  authMode: config.authMode,
  ...(await authorityOf(app, config)),
  apiBaseUrl: API_PREFIX,
  apiScope: apiScope(config),
  environment: config.environment,
  company: config.company,
  productName: config.productName,
  adminContacts: config.adminContacts,
  firmTimeZone: config.firmTimeZone,
  ...(fixedFirmToday() ? { firmToday: fixedFirmToday() } : {}),
});

/** The modules' parts, read on each request: what they keep in records (the firm's, which its Admin page changes while the process runs). */
const moduleParts = async (app: FastifyInstance, config: ServerConfig) => {
  const { db, schema } = app.portal;
  const parts = await Promise.all(runtimeConfigParts.map((part) => part({ db, schema, config })));
  return parts.reduce<Partial<RuntimeConfig>>((all, part) => ({ ...all, ...part }), {});
};

export const registerRuntimeConfigRoute = (app: FastifyInstance, config: ServerConfig) => {
  let cached: RuntimeConfig | undefined; // the settings cannot change while the process runs; the firm's record can
  app.get('/config.js', async (_request, reply) => {
    cached ??= await buildRuntimeConfig(app, config);
    const body = `window.__APP_CONFIG__ = ${JSON.stringify({ ...cached, ...(await moduleParts(app, config)) })};\n`;
    return reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(body);
  });
};
