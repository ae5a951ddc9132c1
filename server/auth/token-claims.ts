import type { ServerConfig } from '../config';

// What an access token must say to reach the API, the same in every mode.
export const SCOPE_NAME = 'Po.Read';

/** The embedded provider's issuer (dev and local); Entra's issuers come from its metadata (entra-issuer.ts). */
export const issuerOf = (config: Pick<ServerConfig, 'publicUrl'>) => `${config.publicUrl}/oidc`;

/** Entra puts `scp: "Po.Read"`; oidc-provider puts `scope: "openid ... api://<id>/Po.Read"`. Either is enough. */
export const hasApiScope = (claims: { scp?: unknown; scope?: unknown }) => {
  const granted = [claims.scp, claims.scope]
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(' '));
  return granted.some((scope) => scope === SCOPE_NAME || scope.endsWith(`/${SCOPE_NAME}`));
};
