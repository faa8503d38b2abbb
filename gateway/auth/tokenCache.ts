import type { TokenVerifier, ViewerToken } from './viewerToken.js';

/** Verified tokens kept at most; the least recently used leave first. */
export const MAX_CACHED_TOKENS = 10_000;
/** A verification is reused for at most this long, and never past the token's expiry. */
export const CACHED_VERIFICATION_MS = 5 * 60_000;

/**
 * Reuses a successful verification of the same Authorization header until the token
 * expires (at most CACHED_VERIFICATION_MS): Ed25519 verification was 3–5% of the
 * gateway's CPU on a browse page, repeated for every request of the same viewer.
 *
 * Why this lets a revoked token do nothing the uncached path would refuse: the
 * uncached path checks only the signature and the expiry, both fixed by the token's
 * bytes, so for the same header it gives the same answer until `exp`. Revocation is
 * decided elsewhere, on every request as before: privileges (staff, operation text)
 * are confirmed with the api per request (auth/requestTokens.ts, not cached), and
 * the api itself refuses a closed session wherever it checks. The one difference is
 * a signing key the api withdraws: jose caches the key set too (10 minutes), so the
 * uncached path also honours a withdrawn key for a while; 5 minutes stays inside that.
 * Failures are never cached (forged tokens must not fill the cache).
 */
export function cachingTokenVerifier(verify: TokenVerifier, now: () => number = Date.now): TokenVerifier {
  const cache = new Map<string, { token: ViewerToken; until: number }>();
  return async (authorization) => {
    if (!authorization) return verify(authorization);
    const hit = cache.get(authorization);
    if (hit) {
      cache.delete(authorization);
      if (hit.until > now()) {
        cache.set(authorization, hit); // most recently used last
        return hit.token;
      }
    }
    const token = await verify(authorization);
    if (token.kind === 'valid' && typeof token.claims.exp === 'number') {
      const until = Math.min(token.claims.exp * 1000, now() + CACHED_VERIFICATION_MS);
      if (until > now()) {
        if (cache.size >= MAX_CACHED_TOKENS) cache.delete(cache.keys().next().value!);
        cache.set(authorization, { token, until });
      }
    }
    return token;
  };
}
