import { createHmac } from 'node:crypto';

/**
 * What we keep of an SSN: an HMAC-SHA256 fingerprint under SSN_HASH_SECRET (the
 * same number gives the same fingerprint, so a repeated exam is recognised, but
 * the number cannot be recovered or guessed from a table without the secret) and
 * the last four digits support staff may ask about. Never the number itself.
 */
export function ssnFingerprint(secret: Buffer, digits: string): { hmac: string; last4: string } {
  return { hmac: createHmac('sha256', secret).update(`ssn:${digits}`).digest('hex'), last4: digits.slice(-4) };
}
