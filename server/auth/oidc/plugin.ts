import type { FastifyPluginAsync } from 'fastify';
import { hasEmbeddedProvider, type ServerConfig } from '../../config';
import { identityTablesOf } from '../identity-tables';
import { ensureFirstAdminPasswords } from '../local/first-admin';
import { localAccounts } from '../local/local-accounts';
import { loadSigningKeys } from '../signing-keys';
import { databaseAdapter, removeExpiredProviderRecords } from './database-adapter';
import { registerLocalSignIn } from './local-sign-in';
import { registerTwoStepSetup } from './two-step-setup';
import { mountProvider } from './mount-provider';
import { createEmbeddedProvider, devAccounts } from './provider';
import { registerProviderRateLimits } from './rate-limits';
import { registerSignInInteraction } from './sign-in-interaction';

export type EmbeddedProviderOptions = { config: ServerConfig };

/**
 * The embedded OpenID provider under /oidc (AUTH_MODE=dev and local). Registered as an encapsulated plugin:
 * its body parsers (forms read as text, anything else left as a stream) and its rate limits must not leak
 * into /api. dev signs in the development users by name; local signs in the users table with passwords.
 */
export const embeddedProviderPlugin: FastifyPluginAsync<EmbeddedProviderOptions> = async (app, { config }) => {
  if (!hasEmbeddedProvider(config)) return;
  const { db, schema, database } = app.portal;
  await removeExpiredProviderRecords(db);
  await registerProviderRateLimits(app, config.rateLimits, database.kind === 'postgres' ? db : undefined);
  // The same keys `verify-token.ts` trusts, shared by every replica through the database.
  const keys = await loadSigningKeys(db, config);
  const adapter = databaseAdapter(db);
  if (config.authMode === 'local') {
    const tables = identityTablesOf(schema);
    await database.exclusively(() => ensureFirstAdminPasswords(db, tables, config));
    const provider = createEmbeddedProvider(config, keys, { accounts: localAccounts(db, tables), adapter });
    mountProvider(app, provider, config.clientId);
    registerLocalSignIn(app, provider, { db, tables, schema });
    registerTwoStepSetup(app, provider, { db, tables, productName: config.productName });
  } else {
    const provider = createEmbeddedProvider(config, keys, { accounts: devAccounts, adapter });
    mountProvider(app, provider, config.clientId);
    registerSignInInteraction(app, provider);
  }
};
