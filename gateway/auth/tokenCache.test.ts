import { describe, expect, it } from 'vitest';
import { cachingTokenVerifier, MAX_CACHED_TOKENS } from './tokenCache.js';
import type { TokenVerifier, ViewerToken } from './viewerToken.js';
import { unauthenticatedError } from '../v20/errors.js';

const NOW_S = 1_800_000_000;

/** A verifier that counts its calls; "Bearer ok-<exp>" is valid until <exp> (seconds), anything else is refused. */
function counting() {
  const calls: string[] = [];
  const verify: TokenVerifier = async (authorization) => {
    calls.push(authorization ?? '');
    if (!authorization) return { kind: 'none' };
    const exp = /^Bearer ok-(\d+)$/.exec(authorization)?.[1];
    if (!exp || Number(exp) * 1000 <= clock.now) return { kind: 'invalid', problem: unauthenticatedError('Your session has expired. Sign in again.', 'invalid_token') };
    return { kind: 'valid', token: authorization.slice(7), claims: { sid: 's', typ: 'session', sub: '1', exp: Number(exp) } };
  };
  return { calls, verify };
}
const clock = { now: NOW_S * 1000 };

describe('verified tokens are reused until they expire', () => {
  it('verifies a token once for many requests', async () => {
    clock.now = NOW_S * 1000;
    const { calls, verify } = counting();
    const cached = cachingTokenVerifier(verify, () => clock.now);
    const header = `Bearer ok-${NOW_S + 3600}`;
    const answers = await Promise.all([cached(header), cached(header)]).then(async (two) => [...two, await cached(header)]);
    expect(answers.every((a) => a.kind === 'valid')).toBe(true);
    expect(calls.length).toBeLessThanOrEqual(2);
    await cached(header);
    expect(calls.length).toBeLessThanOrEqual(2);
  });

  it('refuses a cached token once it expires, as the uncached path would', async () => {
    clock.now = NOW_S * 1000;
    const { verify } = counting();
    const cached = cachingTokenVerifier(verify, () => clock.now);
    const header = `Bearer ok-${NOW_S + 60}`;
    expect((await cached(header)).kind).toBe('valid');
    clock.now = (NOW_S + 60) * 1000;
    const after: ViewerToken = await cached(header);
    expect(after.kind).toBe('invalid');
  });

  it('re-verifies after five minutes even when the token lives longer', async () => {
    clock.now = NOW_S * 1000;
    const { calls, verify } = counting();
    const cached = cachingTokenVerifier(verify, () => clock.now);
    const header = `Bearer ok-${NOW_S + 86_400}`;
    await cached(header);
    clock.now += 5 * 60_000 + 1;
    await cached(header);
    expect(calls).toHaveLength(2);
  });

  it('never caches a refusal or a missing header', async () => {
    clock.now = NOW_S * 1000;
    const { calls, verify } = counting();
    const cached = cachingTokenVerifier(verify, () => clock.now);
    await cached('Bearer forged');
    await cached('Bearer forged');
    await cached(null);
    await cached(null);
    expect(calls).toHaveLength(4);
  });

  it('holds a bounded number of tokens, dropping the least recently used', async () => {
    clock.now = NOW_S * 1000;
    const { calls, verify } = counting();
    const cached = cachingTokenVerifier(verify, () => clock.now);
    const first = `Bearer ok-${NOW_S + 1_000_000}`;
    await cached(first);
    for (let i = 1; i <= MAX_CACHED_TOKENS; i++) await cached(`Bearer ok-${NOW_S + 1_000_000 + i}`);
    const before = calls.length;
    await cached(first); // pushed out by the newer ones: verified again
    expect(calls.length).toBe(before + 1);
    await cached(`Bearer ok-${NOW_S + 1_000_000 + MAX_CACHED_TOKENS}`); // recent: still cached
    expect(calls.length).toBe(before + 1);
  });
});
