import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database';
import { serverKeys } from '../db/cluster-tables';

// The embedded provider's keys, shared by every replica through the database (`server_keys`): the RS256 keys that
// sign access tokens and the secrets that sign its cookies. Made once: the first replica to start inserts them
// (`on conflict do nothing`) and every replica reads back what won, so all sign and verify alike. A deployment
// may instead give the signing keys as a secret (OIDC_SIGNING_KEY). `npm run keys -- rotate` puts a new signing key
// first; the older ones stay trusted until `npm run keys -- retire` (README "Running several replicas").

export type SigningKeys = {
  /** The newest key: it signs. */
  privateJwk: JWK;
  publicJwk: JWK;
  /** Every key still trusted, newest first: private for the provider (which publishes them), public for the API's verifier. */
  privateJwks: JWK[];
  trustedJwks: JWK[];
  /** The cookie-signing secrets, newest first: the first signs, the others still verify. */
  cookieSecrets: string[];
};

export type KeySettings = {
  dataDir: string;
  /** OIDC_SIGNING_KEY: a private RS256 JWK, or an array of them (newest first), as JSON. */
  signingKeySecret?: string;
};

/** Before this version the key lived in this file of each DATA_DIR; it is moved into the database once. */
const keyFileOf = (dataDir: string) => path.join(dataDir, 'oidc-signing-key.json');

const PUBLIC_MEMBERS = ['kty', 'n', 'e', 'kid', 'alg', 'use'] as const;
const publicOf = (jwk: JWK): JWK => Object.fromEntries(PUBLIC_MEMBERS.filter((name) => jwk[name] !== undefined).map((name) => [name, jwk[name]]));

/** A new RS256 key pair as a private JWK. */
export const newSigningJwk = async (): Promise<JWK> => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: `key-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`, alg: 'RS256', use: 'sig' };
};

/** The cookie secret earlier versions derived from the signing key: kept, so provider sessions survive the upgrade. */
const cookieSecretOf = (jwk: JWK) => createHash('sha256').update(String(jwk.d)).digest('base64url');

const parseKeys = (text: string, what: string): JWK[] => {
  const parsed = JSON.parse(text) as JWK | JWK[];
  const keys = Array.isArray(parsed) ? parsed : [parsed];
  if (keys.length === 0 || keys.some((key) => key.kty !== 'RSA' || !key.d || !key.kid)) throw new Error(`${what} must hold RSA private JWKs with a kid`);
  return keys.map((key) => ({ ...key, alg: 'RS256', use: 'sig' }));
};

const keysOf = (signing: JWK[], cookieSecrets: string[]): SigningKeys => ({
  privateJwk: signing[0],
  publicJwk: publicOf(signing[0]),
  privateJwks: signing,
  trustedJwks: signing.map(publicOf),
  cookieSecrets,
});

/** The row of one purpose, made with `initial` by whoever comes first; everybody gets the one that won. */
const sharedRow = async (db: Database, purpose: 'signing' | 'cookie', initial: () => Promise<unknown[]>) => {
  const read = async () => (await db.select({ keys: serverKeys.keys }).from(serverKeys).where(eq(serverKeys.purpose, purpose)))[0]?.keys;
  const kept = await read();
  if (kept) return kept;
  await db.insert(serverKeys).values({ purpose, keys: JSON.stringify(await initial()) }).onConflictDoNothing();
  const made = await read();
  if (!made) throw new Error(`No ${purpose} keys in server_keys`);
  return made;
};

/** The trusted signing keys in the database, newest first (read again when a token names a key not yet known). */
export const readSigningJwks = async (db: Database) => {
  const [row] = await db.select({ keys: serverKeys.keys }).from(serverKeys).where(eq(serverKeys.purpose, 'signing'));
  return row ? parseKeys(row.keys, 'server_keys') : [];
};

export const loadSigningKeys = async (db: Database, settings: KeySettings): Promise<SigningKeys> => {
  const file = keyFileOf(settings.dataDir);
  const signing = settings.signingKeySecret
    ? parseKeys(settings.signingKeySecret, 'OIDC_SIGNING_KEY')
    : parseKeys(
        await sharedRow(db, 'signing', async () =>
          // A DATA_DIR from before keys were shared: its key goes first, so tokens already issued stay valid.
          fs.existsSync(file) ? [(JSON.parse(fs.readFileSync(file, 'utf8')) as { privateJwk: JWK }).privateJwk] : [await newSigningJwk()],
        ),
        'server_keys',
      );
  const cookieSecrets = JSON.parse(await sharedRow(db, 'cookie', async () => [cookieSecretOf(signing.at(-1)!)])) as string[];
  return keysOf(signing, cookieSecrets);
};

/**
 * `npm run token` cannot open PGlite beside a running server (one process owns it), so on PGlite the server leaves
 * the signing key where the script reads it: the file earlier versions kept it in.
 */
export const exportKeyForTokenScript = (keys: SigningKeys, dataDir: string) => {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(keyFileOf(dataDir), JSON.stringify({ privateJwk: keys.privateJwk, publicJwk: keys.publicJwk }), { mode: 0o600 });
};

export const readExportedKey = (dataDir: string): Pick<SigningKeys, 'privateJwk' | 'publicJwk'> | undefined => {
  const file = keyFileOf(dataDir);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SigningKeys) : undefined;
};

/** Puts a new signing key first (it signs on each replica from its next start); the older ones stay trusted. */
export const rotateSigningKey = async (db: Database) =>
  db.transaction(async (tx) => {
    const [row] = await tx.select({ keys: serverKeys.keys }).from(serverKeys).where(eq(serverKeys.purpose, 'signing')).for('update');
    if (!row) throw new Error('There are no signing keys yet: start the server once first');
    const fresh = await newSigningJwk();
    const keys = [fresh, ...parseKeys(row.keys, 'server_keys')];
    await tx.update(serverKeys).set({ keys: JSON.stringify(keys), updatedAt: sql`now()` }).where(eq(serverKeys.purpose, 'signing'));
    return keys.map((key) => String(key.kid));
  });

/** Trusts only the newest signing key from now on (replicas stop trusting the others at their next start). */
export const retireOlderSigningKeys = async (db: Database) =>
  db.transaction(async (tx) => {
    const [row] = await tx.select({ keys: serverKeys.keys }).from(serverKeys).where(eq(serverKeys.purpose, 'signing')).for('update');
    if (!row) throw new Error('There are no signing keys yet: start the server once first');
    const [newest, ...older] = parseKeys(row.keys, 'server_keys');
    await tx.update(serverKeys).set({ keys: JSON.stringify([newest]), updatedAt: sql`now()` }).where(eq(serverKeys.purpose, 'signing'));
    return { kept: String(newest.kid), retired: older.map((key) => String(key.kid)) };
  });
