// A stand-in for Entra ID on 127.0.0.1, as the API meets it: per-tenant OpenID metadata (v2 at
// `/{tenant}/v2.0/.well-known/openid-configuration`, v1 without `/v2.0`), the tenants' signing keys, and v1 and v2
// access tokens signed with them. Tenants are reached by id or by domain; `organizations` and `common` answer
// with `{tenantid}` in their issuers, as Entra's do. Entra's v1 issuer lives on another host
// (https://sts.windows.net/{tid}/): here `localhost` on the same port stands for it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

export type LocalTenant = { id: string; domain: string };

export type EntraTokenOptions = {
  tenant: LocalTenant;
  version: 1 | 2;
  /** The user's object id; left out, the same one for the same tenant and username each time. */
  oid?: string;
  /** The sign-in name: `preferred_username` (v2) or `upn` and `unique_name` (v1). */
  username: string;
  name?: string;
  clientId: string;
  /** Defaults to what Entra puts: `api://<clientId>` in v1 tokens, the client id in v2 ones. */
  audience?: string;
  /** Defaults to the tenant's own issuer of that version. */
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** Seconds from now before which the token is not valid yet. */
  notBefore?: number;
  /** Replaces or adds claims; `undefined` removes one. */
  claims?: Record<string, unknown>;
  /** Sign with another key (one the metadata does not publish). */
  privateJwk?: JWK;
};

const MULTI_TENANT = ['organizations', 'common'];

const newKey = async (kid: string) => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
};

export const startLocalEntra = async (tenantDomains: readonly string[]) => {
  const tenants: LocalTenant[] = tenantDomains.map((domain) => ({ id: randomUUID(), domain }));
  const key = await newKey('local-entra-1');
  /** The paths read, in order, so that tests can see what was fetched and when. */
  const reads: string[] = [];
  let isDown = false;
  const objectIds = new Map<string, string>();
  const objectIdOf = (tenant: LocalTenant, username: string) => {
    const key = `${tenant.id}/${username}`;
    if (!objectIds.has(key)) objectIds.set(key, randomUUID());
    return objectIds.get(key)!;
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://local').pathname;
    reads.push(path);
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (isDown) return send(503, { error: 'temporarily_unavailable' });
    const [, tenantName = '', ...rest] = path.split('/');
    const document = rest.join('/');
    if (document === 'discovery/v2.0/keys' || document === 'discovery/keys') return send(200, { keys: [key.publicJwk] });
    const tenant = tenants.find(({ id, domain }) => id === tenantName || domain === tenantName);
    const tid = MULTI_TENANT.includes(tenantName) ? '{tenantid}' : tenant?.id;
    if (!tid) return send(400, { error: 'invalid_tenant', error_description: `AADSTS90002: Tenant '${tenantName}' not found.` });
    if (document === 'v2.0/.well-known/openid-configuration')
      return send(200, { issuer: `${host}/${tid}/v2.0`, jwks_uri: `${host}/${tenant?.id ?? tenantName}/discovery/v2.0/keys` });
    // As Entra: the v1 endpoint knows `common` but not `organizations`.
    if (document === '.well-known/openid-configuration' && tenantName === 'organizations')
      return send(400, { error: 'invalid_tenant', error_description: "AADSTS90002: Tenant 'organizations' not found." });
    if (document === '.well-known/openid-configuration')
      return send(200, { issuer: `${v1Host}/${tid}/`, jwks_uri: `${host}/${tenant?.id ?? tenantName}/discovery/keys` });
    return send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `http://127.0.0.1:${port}`;
  const v1Host = `http://localhost:${port}`;

  const issuerOf = (tenant: LocalTenant, version: 1 | 2) => (version === 2 ? `${host}/${tenant.id}/v2.0` : `${v1Host}/${tenant.id}/`);

  const signToken = async (options: EntraTokenOptions) => {
    const { tenant, version, username, clientId } = options;
    const now = Math.floor(Date.now() / 1000);
    const names = version === 2 ? { preferred_username: username } : { upn: username, unique_name: username };
    const claims: Record<string, unknown> = {
      ...names,
      name: options.name ?? username,
      oid: options.oid ?? objectIdOf(tenant, username),
      tid: tenant.id,
      scp: 'Po.Read',
      ver: version === 2 ? '2.0' : '1.0',
      [version === 2 ? 'azp' : 'appid']: clientId,
      ...options.claims,
    };
    for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
    const jwk = options.privateJwk ?? key.privateJwk;
    const expiresAt = now + (options.expiresIn ?? 3600);
    // Issued an hour before it expires, unless it is not valid yet (a clock ahead of ours).
    const issuedAt = options.notBefore === undefined ? Math.min(now, expiresAt - 3600) : now + options.notBefore;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
      .setIssuer(options.issuer ?? issuerOf(tenant, version))
      .setAudience(options.audience ?? (version === 2 ? clientId : `api://${clientId}`))
      .setSubject(`sub-${String(claims.oid)}`)
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await importJWK(jwk, 'RS256'));
  };

  return {
    host,
    tenants,
    reads,
    issuerOf,
    signToken,
    /** Every document answers 503 while down. */
    setDown: (down: boolean) => {
      isDown = down;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type LocalEntra = Awaited<ReturnType<typeof startLocalEntra>>;
