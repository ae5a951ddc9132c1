// The embedded provider's keys live in the database (server_keys), shared by every replica: an earlier DATA_DIR's key
// moves in on the first start, `npm run keys -- rotate` adds a key that signs from the next start while the old one
// is still trusted, `retire` drops the old one, and OIDC_SIGNING_KEY gives them as a secret instead.
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { signDevToken } from '../../server/auth/dev-token';
import { loadSigningKeys, newSigningJwk, readSigningJwks, retireOlderSigningKeys, rotateSigningKey } from '../../server/auth/signing-keys';
import { tokenAuthentication } from '../../server/auth/token-authentication';
import type { ServerConfig } from '../../server/config';
import { createTestDatabase, everyDatabaseKind, type TestDatabase } from '../helpers/databases';

describe.each(everyDatabaseKind)('signing keys on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;
  const start = async (config: Partial<ServerConfig> = {}) => {
    await app?.close();
    app = await buildApp({
      config: { dataDir: database.dataDir, databaseUrl: database.databaseUrl, authMode: 'dev', publicUrl: 'http://127.0.0.1:3000', clientId: 'keys-client', ...config },
      authentication: tokenAuthentication,
      distDir: `${database.dataDir}/no-spa`,
    });
    await app.ready();
    return app;
  };
  const statusWith = async (token: string) =>
    (await app!.inject({ url: '/api/users/currentUser', headers: { authorization: `Bearer ${token}` } })).statusCode;

  beforeEach(async () => {
    database = await createTestDatabase(kind, 'migrated');
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await database.drop();
  });

  it('moves the key of an earlier DATA_DIR into the database, so the tokens it signed stay valid', async () => {
    const privateJwk = await newSigningJwk();
    fs.writeFileSync(path.join(database.dataDir, 'oidc-signing-key.json'), JSON.stringify({ privateJwk, publicJwk: privateJwk }));
    const started = await start();
    const token = await signDevToken(started.portal.config, { privateJwk }, 'employee');
    expect(await statusWith(token)).toBe(200);
    expect((await readSigningJwks(started.portal.db)).map((key) => key.kid)).toEqual([privateJwk.kid]);
  });

  it('rotates: the new key signs from the next start, the old one stays trusted until retired', async () => {
    const started = await start();
    const { config, db } = started.portal;
    const old = await loadSigningKeys(db, config);
    const oldToken = await signDevToken(config, old, 'employee');
    expect(await statusWith(oldToken)).toBe(200);

    const [newKid] = await rotateSigningKey(db);
    const rotated = await loadSigningKeys(db, config);
    expect(rotated.privateJwk.kid).toBe(newKid);
    expect(rotated.trustedJwks.map((key) => key.kid)).toEqual([newKid, old.privateJwk.kid]);
    // A replica not yet restarted learns the new key from the first token that names it.
    const newToken = await signDevToken(config, rotated, 'pm');
    expect(await statusWith(newToken)).toBe(200);

    const restarted = await start();
    const jwks = (await restarted.inject({ url: '/oidc/jwks' })).json() as { keys: { kid: string }[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual([newKid, old.privateJwk.kid]);
    expect(await statusWith(oldToken)).toBe(200);

    expect(await retireOlderSigningKeys(restarted.portal.db)).toEqual({ kept: newKid, retired: [old.privateJwk.kid] });
    await start();
    expect(await statusWith(oldToken)).toBe(401);
    expect(await statusWith(newToken)).toBe(200);
  });

  it('takes the keys from OIDC_SIGNING_KEY when given, and keeps none in the database', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const secret = { ...(await exportJWK(privateKey)), kid: 'from-the-vault' };
    const started = await start({ signingKeySecret: JSON.stringify(secret) });
    expect(await statusWith(await signDevToken(started.portal.config, { privateJwk: secret }, 'employee'))).toBe(200);
    expect(((await started.inject({ url: '/oidc/jwks' })).json() as { keys: { kid: string }[] }).keys.map((key) => key.kid)).toEqual(['from-the-vault']);
    expect(await readSigningJwks(started.portal.db)).toEqual([]);
  });
});
