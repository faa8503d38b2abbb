import { describe, expect, it } from 'vitest';
import { isGuestToken, readTokenClaims } from './tokenClaims';

function fakeToken(claims: Record<string, unknown>): string {
  const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${encode({ alg: 'EdDSA' })}.${encode(claims)}.signature`;
}

describe('reading the session token', () => {
  it('reads the role and kind of a signed-in session token', () => {
    expect(readTokenClaims(fakeToken({ typ: 'session', user_role: 'manager', sub: '7' }))).toEqual({
      typ: 'session',
      userRole: 'manager',
    });
  });

  it('treats a guest token, no token and garbage as guest', () => {
    expect(isGuestToken(fakeToken({ typ: 'guest' }))).toBe(true);
    expect(isGuestToken(null)).toBe(true);
    expect(isGuestToken('not-a-jwt')).toBe(true);
    expect(isGuestToken(fakeToken({ typ: 'session', user_role: 'tenant' }))).toBe(false);
  });

  it('ignores an unknown role', () => {
    expect(readTokenClaims(fakeToken({ typ: 'session', user_role: 'staff' }))?.userRole).toBeNull();
  });
});
