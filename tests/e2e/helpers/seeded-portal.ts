// The whole product with the demo firm in it, as a first `npm start` serves it (server/main.ts seeds an
// empty database): the portal server of portal-server.ts on a copy of the seeded template, plus real bearer
// tokens of the development users for calls made "by another person" while a browser is signed in.
import { signDevToken } from '../../../server/auth/dev-token';
import { loadSigningKeys } from '../../../server/auth/signing-keys';
import { startPortalServer, type PortalServer } from './portal-server';

export type SeededPortal = PortalServer & {
  /** A bearer token of a development user, signed with the embedded provider's key. */
  tokenOf: (username: string) => Promise<string>;
  /** Calls the running API as a development user, over HTTP like any client. */
  api: <T = unknown>(username: string, method: string, path: string, body?: unknown) => Promise<T>;
};

export const startSeededPortal = async (): Promise<SeededPortal> => {
  const server = await startPortalServer({ database: 'seeded' });
  const { config } = server.app.portal;
  const keys = await loadSigningKeys(server.app.portal.db, config);
  const tokens = new Map<string, string>();
  const tokenOf = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, await signDevToken(config, keys, username));
    return tokens.get(username)!;
  };
  const api = async <T = unknown>(username: string, method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.origin}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await tokenOf(username)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} as ${username}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return { ...server, tokenOf, api };
};
