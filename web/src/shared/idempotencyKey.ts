import { useState } from 'react';

/**
 * A fresh key (a random UUID): one per pay click, reused when the same click is
 * retried, so a payment whose answer was lost is never made twice. randomUUID exists
 * only in secure contexts (https, localhost); elsewhere the same 122 random bits come
 * from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key for the life of a form: a double click, or a retry after a lost
 * answer, sends the same key, so the api writes once and answers the same.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(newIdempotencyKey);
  return key;
}
