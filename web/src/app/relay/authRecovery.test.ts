import { describe, expect, it } from 'vitest';
import { decideAuthRecovery, sentTokenKind, type SentToken } from './authRecovery';

const unauthenticated = [{ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } }];
const base = { httpStatus: 200, sentToken: 'user' as SentToken, alreadyRetried: false, pageIsPublic: false };

function token(claims: Record<string, unknown>): string {
  const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${encode({ alg: 'EdDSA' })}.${encode(claims)}.signature`;
}

describe('recovering from a refused token', () => {
  it('a successful call needs nothing', () => {
    expect(decideAuthRecovery({ ...base, errors: undefined })).toEqual({ kind: 'none' });
    expect(decideAuthRecovery({ ...base, errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }] })).toEqual({ kind: 'none' });
  });

  it.each<SentToken>(['guest', 'none'])('a refused %s token is replaced by a fresh guest token, once, on any page', (sentToken) => {
    for (const pageIsPublic of [true, false]) {
      expect(decideAuthRecovery({ ...base, errors: unauthenticated, sentToken, pageIsPublic })).toEqual({ kind: 'retry-as-guest' });
      expect(decideAuthRecovery({ ...base, errors: unauthenticated, sentToken, pageIsPublic, alreadyRetried: true })).toEqual({ kind: 'none' });
    }
  });

  it('a refused user token signs the user out and sends them to log in, even from a public page', () => {
    expect(decideAuthRecovery({ ...base, errors: unauthenticated })).toEqual({ kind: 'sign-in' });
    expect(decideAuthRecovery({ ...base, errors: undefined, httpStatus: 401 })).toEqual({ kind: 'sign-in' });
    expect(decideAuthRecovery({ ...base, errors: unauthenticated, pageIsPublic: true })).toEqual({ kind: 'sign-in' });
  });

  it('an unreadable token on a page that needs an account sends them to log in, like a revoked one', () => {
    expect(decideAuthRecovery({ ...base, errors: unauthenticated, sentToken: 'unreadable' })).toEqual({ kind: 'sign-in' });
  });

  it('an unreadable token on a public page is replaced by a guest token, so browsing goes on', () => {
    const onPublic = { ...base, errors: unauthenticated, sentToken: 'unreadable' as const, pageIsPublic: true };
    expect(decideAuthRecovery(onPublic)).toEqual({ kind: 'retry-as-guest' });
    expect(decideAuthRecovery({ ...onPublic, alreadyRetried: true })).toEqual({ kind: 'none' });
  });

  it('forbidden_as_impersonate_user is handed to the caller', () => {
    const errors = [{ message: 'Not while impersonating', extensions: { code: 'UNAUTHENTICATED', v20Code: 'forbidden_as_impersonate_user' } }];
    expect(decideAuthRecovery({ ...base, errors })).toEqual({ kind: 'pass-to-caller' });
  });
});

describe('what kind of token was sent', () => {
  it.each<[string, string | null, SentToken]>([
    ['no cookie', null, 'none'],
    ['an empty cookie', '', 'none'],
    ['a guest token', token({ typ: 'guest' }), 'guest'],
    ['a session token', token({ typ: 'session', user_role: 'tenant' }), 'user'],
    ['a word', 'not-a-jwt', 'unreadable'],
    ['three parts of garbage', 'a.b.c', 'unreadable'],
    ['a payload that is not JSON', `x.${Buffer.from('hello').toString('base64url')}.y`, 'unreadable'],
  ])('%s is %s', (_case, value, kind) => {
    expect(sentTokenKind(value)).toBe(kind);
  });
});
