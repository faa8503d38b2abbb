import { describe, expect, it } from 'vitest';
import { readConnectState, signConnectState, testAccountIdOf } from './connect-state.js';

const secret = Buffer.alloc(32, 7);
const now = 1_800_000_000;

describe('connect link state', () => {
  it('reads back the user it was signed for, until it expires', () => {
    const state = signConnectState(secret, 42, now);
    expect(readConnectState(secret, state, now)).toBe(42);
    expect(readConnectState(secret, state, now + 3600)).toBe(42);
    expect(readConnectState(secret, state, now + 3601)).toBeNull();
  });

  it('refuses another user id, another secret, or garbage', () => {
    const state = signConnectState(secret, 42, now);
    expect(readConnectState(secret, state.replace(/^42\./, '43.'), now)).toBeNull();
    expect(readConnectState(Buffer.alloc(32, 8), state, now)).toBeNull();
    expect(readConnectState(secret, 'nope', now)).toBeNull();
  });

  it('a company\'s state (provider-connect scope) is not a manager\'s, and the other way round', () => {
    const company = signConnectState(secret, 42, now, 'provider-connect');
    expect(readConnectState(secret, company, now, 'provider-connect')).toBe(42);
    expect(readConnectState(secret, company, now)).toBeNull();
    expect(readConnectState(secret, signConnectState(secret, 42, now), now, 'provider-connect')).toBeNull();
  });

  it('gives each manager the same test account id every time', () => {
    expect(testAccountIdOf(5)).toBe(testAccountIdOf(5));
    expect(testAccountIdOf(5)).not.toBe(testAccountIdOf(6));
    expect(testAccountIdOf(5)).toMatch(/^acct_test_[0-9a-f]{16}$/);
  });
});
