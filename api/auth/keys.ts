import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

const ALG = 'EdDSA';

/**
 * The Ed25519 key that signs session tokens: from SESSION_SIGNING_KEY, else the one
 * kept in the data directory, else a new one written there (so tokens survive a
 * restart). Several api instances must share it: give it by environment then.
 */
export async function loadSigningKeys(opts: { jwk?: string; dataDir?: string; fileName?: string }): Promise<SigningKeys> {
  const file = opts.dataDir ? join(opts.dataDir, 'keys', opts.fileName ?? 'session-ed25519.jwk.json') : undefined;
  let privateJwk: JWK | undefined;
  if (opts.jwk) privateJwk = JSON.parse(opts.jwk) as JWK;
  else if (file && existsSync(file)) privateJwk = JSON.parse(readFileSync(file, 'utf8')) as JWK;
  if (!privateJwk) {
    const pair = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
    privateJwk = { ...(await exportJWK(pair.privateKey)), kid: `k${Date.now().toString(36)}` };
    if (file) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(privateJwk), { mode: 0o600 });
    }
  }
  const { d: _private, ...publicJwk } = privateJwk;
  const kid = privateJwk.kid ?? 'default';
  return {
    kid,
    privateKey: (await importJWK({ ...privateJwk, alg: ALG }, ALG)) as CryptoKey,
    publicKey: (await importJWK({ ...publicJwk, alg: ALG }, ALG)) as CryptoKey,
    publicJwk: { ...publicJwk, kid, alg: ALG, use: 'sig' },
  };
}
