import { describe, expect, it } from 'vitest';
import { hashOneTimeToken, matchesOneTimeToken, newOneTimeToken } from './one-time-tokens.js';

describe('one-time tokens', () => {
  it('stores a hash that matches only its own token', () => {
    const { token, hash } = newOneTimeToken();
    expect(hash).not.toContain(token);
    expect(matchesOneTimeToken(token, hash)).toBe(true);
    expect(matchesOneTimeToken(newOneTimeToken().token, hash)).toBe(false);
  });

  it('never matches when nothing is stored (already used or never issued)', () => {
    expect(matchesOneTimeToken('anything', null)).toBe(false);
    expect(matchesOneTimeToken('', '')).toBe(false);
  });

  it('gives each token a different value and a stable hash', () => {
    const a = newOneTimeToken();
    const b = newOneTimeToken();
    expect(a.token).not.toBe(b.token);
    expect(hashOneTimeToken(a.token)).toBe(a.hash);
  });
});
