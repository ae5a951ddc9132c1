// Just enough of a browser for the embedded provider over real HTTP: cookies by name (the provider scopes
// them by path; names do not clash here), no automatic redirects; and the steps of a sign-in through it
// (authorization code with PKCE). Not a test file itself.
import { createHash, randomBytes } from 'node:crypto';
import { apiScope, type ServerConfig } from '../../server/config';

export type OidcBrowser = ReturnType<typeof oidcBrowser>;

export const oidcBrowser = (origin: string) => {
  const jar = new Map<string, string>();
  /** Every Set-Cookie header received, whole (attributes included), in order. */
  const cookiesSet: string[] = [];
  /** `at`: the server to send it to instead of the origin (one replica of several behind the same public origin). */
  const request = async (url: string, init: RequestInit = {}, at?: string) => {
    const target = new URL(url, origin);
    if (at) target.host = new URL(at).host;
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      cookiesSet.push(cookie);
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  const postForm = (url: string, form: Record<string, string>, at?: string) =>
    request(url, { method: 'POST', body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded' } }, at);
  return { request, postForm, cookiesSet };
};

/** The provider's authorization request for the portal's own client; `params` adds to it or replaces a default. */
export const authorizeUrl = (config: ServerConfig, params: Record<string, string> = {}) =>
  `/oidc/auth?${new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.publicUrl,
    response_type: 'code',
    scope: `openid profile ${apiScope(config)}`,
    state: 'state-1',
    nonce: 'nonce-1',
    ...params,
  })}`;

/** A PKCE verifier and the S256 challenge of it, as the SPA makes them for each sign-in. */
export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/**
 * A browser at the provider's sign-in page: the authorization request's answer (`start`), the interaction
 * path it leads to and the PKCE verifier of this sign-in.
 */
export const openSignIn = async (config: ServerConfig, client: OidcBrowser = oidcBrowser(config.publicUrl), params: Record<string, string> = {}) => {
  const { verifier, challenge } = pkcePair();
  const start = await client.request(authorizeUrl(config, { code_challenge: challenge, code_challenge_method: 'S256', ...params }));
  return { client, verifier, start, interaction: start.headers.get('location')! };
};

/** Follows the provider's redirects until one leads back to the portal; answers that last redirect. */
export const backAtPortal = async (config: ServerConfig, client: OidcBrowser, first: Response) => {
  let response = first;
  while (response.status === 303 || response.status === 302) {
    const location = response.headers.get('location')!;
    if (location.startsWith(config.publicUrl) && !location.includes('/oidc/')) break;
    response = await client.request(location);
  }
  return response;
};

/** Back at the portal, the code exchanged for tokens; or the error the provider sent back instead of a code. */
export const tokensAfter = async (config: ServerConfig, client: OidcBrowser, verifier: string, first: Response) => {
  const response = await backAtPortal(config, client, first);
  const back = new URL(response.headers.get('location')!);
  const code = back.searchParams.get('code');
  if (!code) return { error: back.searchParams.get('error') ?? `status ${response.status}` };
  const exchange = await client.postForm('/oidc/token', {
    client_id: config.clientId,
    grant_type: 'authorization_code',
    code,
    redirect_uri: config.publicUrl,
    code_verifier: verifier,
  });
  if (exchange.status !== 200) throw new Error(`The token exchange answered ${exchange.status}: ${await exchange.text()}`);
  return (await exchange.json()) as { access_token: string; refresh_token: string };
};
