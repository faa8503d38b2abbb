import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * An HMAC secret: the one given by environment (every api instance must share it),
 * else the one kept in DATA_DIR/keys, else a new one written there, so signed
 * addresses and fingerprints survive a restart. Like the session signing key.
 */
export function loadSecret(name: string, given: string | undefined, dataDir: string): Buffer {
  if (given) return Buffer.from(given, 'utf8');
  const file = join(dataDir, 'keys', `${name}.secret`);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  const secret = randomBytes(32);
  mkdirSync(dirname(file), { recursive: true });
  // `wx`: when two instances start together on one DATA_DIR, the second keeps the first's secret.
  try {
    writeFileSync(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
  return secret;
}
