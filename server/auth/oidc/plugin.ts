import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../../config';
import { loadSigningKeys } from '../signing-keys';
import { mountProvider } from './mount-provider';
import { createDevProvider } from './provider';
import { registerSignInInteraction } from './sign-in-interaction';

export type EmbeddedProviderOptions = { config: ServerConfig };

/**
 * The embedded OpenID provider under /oidc (AUTH_MODE=dev only). Registered as an encapsulated plugin:
 * its body parsers (forms read as text, anything else left as a stream) must not leak into /api.
 */
export const embeddedProviderPlugin: FastifyPluginAsync<EmbeddedProviderOptions> = async (app, { config }) => {
  if (config.authMode !== 'dev') return;
  // The same key file `verify-token.ts` and `npm run token` use.
  const provider = createDevProvider(config, await loadSigningKeys(config.dataDir));
  mountProvider(app, provider, config.clientId);
  registerSignInInteraction(app, provider);
};
