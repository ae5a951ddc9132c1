import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { OIDC_PATH } from './provider';

// Hands every request under /oidc to the provider (a Koa app). The provider builds its endpoint URLs
// from `req.originalUrl` minus `req.url`, so the full URL is kept there before the prefix is stripped.

type ProviderRequest = IncomingMessage & { originalUrl?: string; baseUrl?: string; body?: string };

/**
 * MSAL 5's logoutRedirect sends neither id_token_hint nor client_id, and without a client the provider
 * ignores post_logout_redirect_uri. There is one client, so it is named here on the SPA's behalf.
 */
const withLogoutClient = (params: URLSearchParams, clientId: string) => {
  if (!params.has('client_id') && !params.has('id_token_hint')) params.set('client_id', clientId);
};

/**
 * A refresh asking for `offline_access` fails when the sign-in did not ask for it ("refresh token missing
 * requested scope"); the refresh token itself is the offline access, so the word is dropped.
 */
const withoutOfflineAccessOnRefresh = (params: URLSearchParams) => {
  const scope = params.get('scope');
  if (params.get('grant_type') !== 'refresh_token' || !scope) return;
  params.set('scope', scope.split(' ').filter((word) => word !== 'offline_access').join(' '));
};

export const mountProvider = (app: FastifyInstance, provider: Provider, clientId: string) => {
  const callback = provider.callback();

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw as ProviderRequest;
    const url = new URL(raw.url ?? OIDC_PATH, 'http://provider');
    const path = url.pathname.slice(OIDC_PATH.length) || '/';
    if (path === '/session/end') withLogoutClient(url.searchParams, clientId);
    const query = url.searchParams.size > 0 ? `?${url.searchParams}` : '';
    raw.originalUrl = `${OIDC_PATH}${path}${query}`;
    raw.baseUrl = OIDC_PATH;
    raw.url = `${path}${query}`;
    if (typeof request.body === 'string') {
      // Fastify has read the form body; the provider then takes it from `req.body`.
      const form = new URLSearchParams(request.body);
      if (path === '/token') withoutOfflineAccessOnRefresh(form);
      if (path === '/session/end') withLogoutClient(form, clientId);
      raw.body = form.toString();
    }
    reply.hijack();
    await callback(raw, reply.raw);
  };

  // Form bodies are read here (to apply the fixes above); anything else stays a stream for the provider.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.all(OIDC_PATH, forward);
  app.all(`${OIDC_PATH}/*`, forward);
};
