import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets mailed to a person (email verification, password reset). Only a SHA-256
 * of each is stored: the token has 256 random bits, so a fast hash is enough and
 * lets the database look a token up by its hash.
 */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Compares in constant time, so response timing does not reveal a partial match. */
export function matchesOneTimeToken(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const actual = Buffer.from(hashOneTimeToken(token));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
