import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How webhook deliveries are signed (docs/live.md): HMAC-SHA256 with the
 * webhook's secret over `<timestamp>.<raw body>`, hex, sent as
 * `Hearth-Signature: t=<unix seconds>,v1=<hex>`. Signing the timestamp with the
 * body lets a receiver refuse an old delivery replayed later.
 */
export const SIGNATURE_HEADER = 'hearth-signature';
export const EVENT_ID_HEADER = 'hearth-event-id';
/** A delivery older (or further in the future) than this is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function signPayload(secret: string, rawBody: string, timestampSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
  return `t=${timestampSeconds},v1=${digest}`;
}

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/** Checks a `Hearth-Signature` header against the raw body; constant-time comparison. */
export function verifySignature(
  secret: string, rawBody: string, header: string | null | undefined, nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=') as [string, string]));
  const timestamp = Number(parts.t);
  const given = parts.v1;
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = signPayload(secret, rawBody, timestamp).split('v1=')[1]!;
  const same = timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
  return same ? { ok: true, timestamp } : { ok: false, reason: 'mismatch' };
}
