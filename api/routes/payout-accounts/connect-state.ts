import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a connect link works: the manager is on the processor's page meanwhile. */
const LINK_TTL_SECONDS = 3600;

/** The local processor's account id of a manager: the same every time (no randomness to test around). */
export const testAccountIdOf = (userId: number) =>
  `acct_test_${createHash('sha256').update(`payout-account:${userId}`).digest('hex').slice(0, 16)}`;

/**
 * Whose account a link connects: a manager's (`connect`, the id is a user's) or a
 * vendor company's (`provider-connect`, the id is a provider's). The scope is in
 * the HMAC, so a manager's state never connects a provider of the same id.
 */
export type ConnectScope = 'connect' | 'provider-connect';

const mac = (secret: Buffer, payload: string, scope: ConnectScope) => createHmac('sha256', secret).update(`${scope}:${payload}`).digest('base64url');

/** `<user id>.<expires>.<hmac>`: who connects, until when, and proof we issued it. */
export function signConnectState(secret: Buffer, userId: number, nowSeconds = Math.floor(Date.now() / 1000), scope: ConnectScope = 'connect'): string {
  const payload = `${userId}.${nowSeconds + LINK_TTL_SECONDS}`;
  return `${payload}.${mac(secret, payload, scope)}`;
}

/** The user (or provider) id of a state we issued that has not expired, else null. */
export function readConnectState(secret: Buffer, state: string, nowSeconds = Math.floor(Date.now() / 1000), scope: ConnectScope = 'connect'): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(state);
  if (!match) return null;
  const [, user, expires, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, `${user}.${expires}`, scope));
  if (!timingSafeEqual(expected, Buffer.from(given)) || Number(expires) < nowSeconds) return null;
  return Number(user);
}
