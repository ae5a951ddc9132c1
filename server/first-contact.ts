import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { SIGN_IN_USERS } from './auth/dev-users';

// First contact: the one log line that says where to open the portal and who can sign in, and the redirect that
// brings a browser opened on another loopback name (http://127.0.0.1:3000 beside http://localhost:3000) to the
// public URL, whose origin alone the sign-in accepts as a redirect URI.

export const firstContactLine = (config: Pick<ServerConfig, 'authMode' | 'publicUrl' | 'adminUsernames' | 'roleMap'>) => {
  const where = `Open ${config.publicUrl}`;
  if (config.authMode === 'dev') return `${where} — sign in as ${SIGN_IN_USERS.map((user) => user.username).join(', ')} (by name alone, no password)`;
  const admins = config.adminUsernames.join(', ');
  if (config.authMode === 'local')
    return `${where} — sign in as ${admins || 'a user an administrator has made'} with a password${admins ? ' (the first one is printed at the first start, or ADMIN_INITIAL_PASSWORD)' : ''}`;
  const mapped = config.roleMap.size ? 'and the users whose Entra app roles ENTRA_ROLE_MAP maps to a group' : '';
  return `${where} — sign in with a Microsoft Entra account of the tenant; administrators: ${[admins, mapped].filter(Boolean).join(' ') || 'none named'}`;
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A page opened on this server under another loopback name than the public URL's redirects to the same path on
 * the public URL. Only the server's own port counts (a request through a proxy names the proxy's), and the API is
 * never redirected (health checks and scripts call http://127.0.0.1:PORT/api/…).
 */
export const redirectToPublicUrl = (app: FastifyInstance, config: Pick<ServerConfig, 'publicUrl' | 'port'>) => {
  const publicUrl = new URL(config.publicUrl);
  // A loopback public URL on another port is another server (a replica's peer in a test, a second instance on one
  // machine): this one is then addressed directly on purpose and redirects nothing.
  if (LOOPBACK_HOSTS.has(publicUrl.hostname) && Number(publicUrl.port || 80) !== config.port) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.url.startsWith('/api/') || request.url === '/api') return;
    const host = request.headers.host;
    if (!host || host === publicUrl.host || !URL.canParse(`http://${host}`)) return;
    const asked = new URL(`http://${host}`);
    if (!LOOPBACK_HOSTS.has(asked.hostname) || Number(asked.port || 80) !== config.port) return;
    return reply.redirect(new URL(request.url, publicUrl).href, 302);
  });
};
