import { createRemoteJWKSet, errors, type JWTVerifyGetKey } from 'jose';
import { isMultiTenant, type ServerConfig } from '../config';

// Which Entra ID issuers and keys a token may come from, read from the tenant's OpenID metadata rather than
// spelled out here: a tenant given by domain, `organizations` or `common` has an issuer only its metadata
// names. Entra's issuers are `{host}/{tenant id}/v2.0` (v2 tokens) and `https://sts.windows.net/{tenant id}/`
// (v1 tokens, what an API gets unless its manifest asks for v2), so both documents are read: v2 at
// `{authorityHost}/{tenant}/v2.0/.well-known/openid-configuration`, v1 without the `/v2.0`. A multi-tenant
// setting's metadata writes `{tenantid}` where the tenant goes; it is filled in from the token's `tid`.

/** Entra or the network does not answer: the token may be good, so this is no reason to sign the user out. */
export class IssuerUnavailableError extends Error {}

export type EntraIssuer = {
  /** The key set of both token versions (Entra signs both with the same keys; the v1 set is asked only when the v2 one lacks the key). */
  keys: JWTVerifyGetKey;
  /** The issuers a token of tenant `tid` may carry (v2 and v1); empty when that tenant may not sign in. */
  issuersOf: (tid: string) => string[];
};

type Metadata = { issuer: string; jwksUri: string };

/** Metadata changes rarely (the keys behind jwks_uri are refreshed by jose on their own); read again after a day. */
const METADATA_KEPT_MS = 24 * 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;
const TENANT_PLACEHOLDER = '{tenantid}';

const readMetadata = async (url: string): Promise<Metadata> => {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new IssuerUnavailableError(`${url} could not be read: ${(error as Error).message}`);
  }
  if (!response.ok) throw new IssuerUnavailableError(`${url} answered ${response.status}`);
  const body = (await response.json().catch(() => ({}))) as { issuer?: unknown; jwks_uri?: unknown };
  if (typeof body.issuer !== 'string' || typeof body.jwks_uri !== 'string')
    throw new IssuerUnavailableError(`${url} names no issuer or jwks_uri`);
  return { issuer: body.issuer, jwksUri: body.jwks_uri };
};

/** The issuer's tenant is its first path segment, in both versions' forms. */
const tenantSegment = (issuer: string) => new URL(issuer).pathname.split('/')[1] ?? '';

/** The issuer with its tenant segment made the placeholder, so it can be filled in for any tenant. */
const issuerTemplate = (issuer: string) => {
  const { origin, pathname } = new URL(issuer);
  const segment = tenantSegment(issuer);
  return segment ? `${origin}/${TENANT_PLACEHOLDER}${pathname.slice(segment.length + 1)}` : issuer;
};

/** jose's own refusals stay refusals (401); a key set that cannot be fetched is the issuer being unavailable. */
const fetchingKeysOf = (jwksUri: string): JWTVerifyGetKey => {
  const remote = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: FETCH_TIMEOUT_MS });
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      const isRefusal = error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout);
      if (isRefusal) throw error;
      throw new IssuerUnavailableError(`The keys at ${jwksUri} could not be read: ${(error as Error).message}`);
    }
  };
};

const issuerFrom = (config: Pick<ServerConfig, 'tenant' | 'allowedTenants'>, v2: Metadata, v1: Metadata): EntraIssuer => {
  const templates = [issuerTemplate(v2.issuer), issuerTemplate(v1.issuer)];
  // A single tenant allows only itself, named by id in its metadata even when the setting names a domain.
  const allowed = isMultiTenant(config) ? config.allowedTenants : [tenantSegment(v2.issuer).toLowerCase()];
  const v2Keys = fetchingKeysOf(v2.jwksUri);
  const v1Keys = v1.jwksUri === v2.jwksUri ? undefined : fetchingKeysOf(v1.jwksUri);
  return {
    keys: async (header, token) => {
      try {
        return await v2Keys(header, token);
      } catch (error) {
        if (v1Keys && error instanceof errors.JWKSNoMatchingKey) return v1Keys(header, token);
        throw error;
      }
    },
    issuersOf: (tid) =>
      allowed.includes(tid.toLowerCase()) ? templates.map((template) => template.replace(TENANT_PLACEHOLDER, tid)) : [],
  };
};

/**
 * The tenant's issuer, its metadata read on first use and kept for a day. A failed read is tried again on the
 * next request; a failed refresh keeps the metadata read before.
 */
export const createEntraIssuer = (config: Pick<ServerConfig, 'authorityHost' | 'tenant' | 'allowedTenants'>) => {
  const base = `${config.authorityHost}/${encodeURIComponent(config.tenant)}`;
  // Entra has no v1 document for `organizations` (AADSTS90002); `common`'s names the same `{tenantid}` issuer.
  const v1Base = isMultiTenant(config) ? `${config.authorityHost}/common` : base;
  let kept: { issuer: EntraIssuer; readAt: number } | undefined;
  let reading: Promise<EntraIssuer> | undefined;
  const read = async () => {
    const [v2, v1] = await Promise.all([
      readMetadata(`${base}/v2.0/.well-known/openid-configuration`),
      readMetadata(`${v1Base}/.well-known/openid-configuration`),
    ]);
    const issuer = issuerFrom(config, v2, v1);
    kept = { issuer, readAt: Date.now() };
    return issuer;
  };
  return async (): Promise<EntraIssuer> => {
    if (kept && Date.now() - kept.readAt < METADATA_KEPT_MS) return kept.issuer;
    reading ??= read().finally(() => {
      reading = undefined;
    });
    if (!kept) return reading;
    const stale = kept.issuer;
    return reading.catch(() => stale);
  };
};
