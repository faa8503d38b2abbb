import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How webhook deliveries are signed (docs/live.md): HMAC-SHA256 with the
 * webhook's secret over `<timestamp>.<raw body>`, hex, sent as
 * `Hearth-Signature: t=<unix seconds>,v1=<hex>`. Signing the timestamp with the
 * body lets a receiver refuse an old delivery replayed later. While a rotated
 * secret's overlap lasts the header carries one `v1=` per secret (new first),
 * `t=…,v1=<new>,v1=<old>`, and a receiver accepts the delivery when any matches.
 */
export const SIGNATURE_HEADER = 'hearth-signature';
export const EVENT_ID_HEADER = 'hearth-event-id';
/** A delivery older (or further in the future) than this is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const digestOf = (secret: string, rawBody: string, timestampSeconds: number) =>
  createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');

export function signPayload(secret: string, rawBody: string, timestampSeconds: number): string {
  return signPayloadWith([secret], rawBody, timestampSeconds);
}

/** One `v1=` per secret, in the order given (the current secret first). */
export function signPayloadWith(secrets: readonly string[], rawBody: string, timestampSeconds: number): string {
  return [`t=${timestampSeconds}`, ...secrets.map((s) => `v1=${digestOf(s, rawBody, timestampSeconds)}`)].join(',');
}

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/** `t=…` and every `v1=…` of a header (unknown schemes are ignored, as Stripe's receivers do). */
function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  const pairs = header.split(',').map((p) => {
    const at = p.indexOf('=');
    return at < 0 ? ['', ''] : [p.slice(0, at).trim(), p.slice(at + 1).trim()];
  });
  const t = pairs.find(([k]) => k === 't')?.[1];
  return { timestamp: t === undefined || t === '' ? NaN : Number(t), signatures: pairs.filter(([k]) => k === 'v1').map(([, v]) => v!) };
}

/** Checks a `Hearth-Signature` header against the raw body: any of its `v1=` may match; constant-time comparison. */
export function verifySignature(
  secret: string, rawBody: string, header: string | null | undefined, nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const { timestamp, signatures } = parseHeader(header);
  if (!Number.isInteger(timestamp) || signatures.length === 0 || signatures.length > 8
    || !signatures.every((s) => /^[0-9a-f]{64}$/.test(s))) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(digestOf(secret, rawBody, timestamp), 'hex');
  // Every candidate is compared (no early exit), so timing says nothing about which one matched.
  const matches = signatures.map((s) => timingSafeEqual(expected, Buffer.from(s, 'hex')));
  return matches.includes(true) ? { ok: true, timestamp } : { ok: false, reason: 'mismatch' };
}
