import { describe, expect, it } from 'vitest';
import { decideAuthRecovery } from './authRecovery';

const unauthenticated = [{ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } }];
const base = { httpStatus: 200, sentGuestToken: false, alreadyRetried: false };

describe('recovering from a refused token', () => {
  it('a successful call needs nothing', () => {
    expect(decideAuthRecovery({ ...base, errors: undefined })).toEqual({ kind: 'none' });
    expect(decideAuthRecovery({ ...base, errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }] })).toEqual({ kind: 'none' });
  });

  it('a refused guest token is replaced by a fresh one, once', () => {
    expect(decideAuthRecovery({ ...base, errors: unauthenticated, sentGuestToken: true })).toEqual({ kind: 'retry-as-guest' });
    expect(decideAuthRecovery({ ...base, errors: unauthenticated, sentGuestToken: true, alreadyRetried: true })).toEqual({ kind: 'none' });
  });

  it('a refused user token signs the user out and sends them to log in', () => {
    expect(decideAuthRecovery({ ...base, errors: unauthenticated })).toEqual({ kind: 'sign-in' });
    expect(decideAuthRecovery({ ...base, errors: undefined, httpStatus: 401 })).toEqual({ kind: 'sign-in' });
  });

  it('forbidden_as_impersonate_user is handed to the caller', () => {
    const errors = [{ message: 'Not while impersonating', extensions: { code: 'UNAUTHENTICATED', v20Code: 'forbidden_as_impersonate_user' } }];
    expect(decideAuthRecovery({ ...base, errors })).toEqual({ kind: 'pass-to-caller' });
  });
});
