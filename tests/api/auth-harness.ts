// The API with real sign-in for the auth tests: bearer tokens verified with jose, callers resolved from
// the users and RBAC tables, the embedded provider at /oidc. Not a test file itself (no .test.ts).
import { freePort } from '../helpers/free-port';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { importJWK, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { buildApp } from '../../server/app';
import { apiAudience, apiScope, type ServerConfig } from '../../server/config';
import { signDevToken } from '../../server/auth/dev-token';
import { loadSigningKeys, type SigningKeys } from '../../server/auth/signing-keys';
import { issuerOf } from '../../server/auth/token-claims';
import { tokenAuthentication } from '../../server/auth/token-authentication';
import { createTestDatabase, type TestDatabaseKind } from '../helpers/databases';

export type AuthApp = {
  app: FastifyInstance;
  config: ServerConfig;
  keys: SigningKeys;
  /** A development user's token, as `npm run token` makes it. */
  tokenFor: (username: string) => Promise<string>;
  /** Any token, signed with the provider's key unless another key is given. */
  signToken: (options?: TokenOptions) => Promise<string>;
  /** `app.inject` as a development user. */
  injectAs: (username: string, options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export type TokenOptions = {
  claims?: Record<string, unknown>;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  privateJwk?: JWK;
};


/** A key pair the API has never seen, for "signed by another key". */
export const strangerKey = async (): Promise<JWK> => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: 'stranger', alg: 'RS256' };
};

/**
 * Starts the API on a fresh database (tables pushed from the registry). With `listen`, it serves HTTP on
 * a free port of 127.0.0.1 and the public URL is that address, as the OIDC flow needs.
 */
export const startAuthApp = async (kind: TestDatabaseKind, options: { listen?: boolean } = {}): Promise<AuthApp> => {
  const database = await createTestDatabase(kind);
  const port = options.listen ? await freePort() : 3000;
  const app = await buildApp({
    config: {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      authMode: 'dev',
      port,
      publicUrl: `http://127.0.0.1:${port}`,
      clientId: 'test-portal-client',
    },
    schema: 'push',
    authentication: tokenAuthentication,
    distDir: `${database.dataDir}/no-spa`,
  });
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
  else await app.ready();
  const { config } = app.portal;
  const keys = await loadSigningKeys(config.dataDir);

  const signToken = async ({ claims = {}, audience, issuer, expiresIn = 600, privateJwk }: TokenOptions = {}) => {
    const jwk = privateJwk ?? keys.privateJwk;
    return new SignJWT({ scope: apiScope(config), scp: 'Po.Read', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setIssuer(issuer ?? issuerOf(config))
      .setAudience(audience ?? apiAudience(config))
      .setSubject(String(claims.sub ?? claims.preferred_username ?? 'someone'))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .sign(await importJWK(jwk, 'RS256'));
  };
  const tokenFor = (username: string) => signDevToken(config, keys, username);
  const injectAs = async (username: string, inject: InjectOptions) =>
    app.inject({ ...inject, headers: { ...inject.headers, authorization: `Bearer ${await tokenFor(username)}` } });

  return {
    app,
    config,
    keys,
    tokenFor,
    signToken,
    injectAs,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
};
