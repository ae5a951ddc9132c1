import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

// The embedded provider's RSA signing key, made on first start and kept in the data folder so that
// tokens (and `npm run token`) stay valid across restarts.
export type SigningKeys = { privateJwk: JWK; publicJwk: JWK };

export const loadSigningKeys = async (dataDir: string): Promise<SigningKeys> => {
  const file = path.join(dataDir, 'oidc-signing-key.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as SigningKeys;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `dev-${Date.now().toString(36)}`;
  const keys: SigningKeys = {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
};
