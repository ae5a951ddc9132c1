// The sign-in settings of this page load: the runtime config plus the keys only sign-in reads.
import { readRuntimeConfig, type AppConfigSource } from '../config';

export type AuthSettings = {
  clientId: string;
  tenant: string;
  /** `entra`: Azure tenant; `dev` and `local`: the embedded provider at /oidc. */
  authMode: 'dev' | 'local' | 'entra';
  /** dev: an https string MSAL never contacts (it refuses http), paired with `authorityMetadata`. */
  authority: string;
  /** dev: the provider's discovery document as JSON, so MSAL skips discovery. */
  authorityMetadata?: string;
  knownAuthorities: string[];
  /** `api://<clientId>/Po.Read`, the one scope of SPEC §6. */
  apiScope: string;
};

/** The /config.js keys beyond the shared runtime config. */
export type AuthConfigSource = AppConfigSource & {
  authMode?: string;
  authorityMetadata?: string | object;
  knownAuthorities?: string[];
  apiScope?: string;
};

export const readAuthSettings = (
  source: AuthConfigSource | undefined = globalThis.window?.__APP_CONFIG__,
): AuthSettings => {
  const { clientId, tenant, authority } = readRuntimeConfig(source);
  const metadata = source?.authorityMetadata;
  return {
    clientId,
    tenant,
    authMode: source?.authMode === 'dev' || source?.authMode === 'local' ? source.authMode : 'entra',
    authority,
    authorityMetadata: metadata && typeof metadata === 'object' ? JSON.stringify(metadata) : metadata,
    knownAuthorities: source?.knownAuthorities ?? [],
    apiScope: source?.apiScope ?? `api://${clientId}/Po.Read`,
  };
};
