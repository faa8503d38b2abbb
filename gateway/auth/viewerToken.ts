import type { GraphQLError } from 'graphql';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { UserRole } from '../../common/enums.js';
import { unauthenticatedError, V20Error } from '../v20/errors.js';

/** Claims of a v20 token (docs/v20-contract.md, api/auth/tokens.ts). */
export interface TokenClaims {
  sub?: string;
  sid: string;
  typ: 'session' | 'guest' | 'partner' | 'service';
  user_role?: UserRole;
  staff?: boolean;
  act?: { sub: string };
  /** Expiry, seconds since the epoch (required: jwtVerify refuses a token without it). */
  exp?: number;
}

/** What the request's `Authorization` header turned out to be. */
export type ViewerToken =
  | { kind: 'none' }
  | { kind: 'valid'; token: string; claims: TokenClaims }
  | { kind: 'invalid'; problem: GraphQLError };

export type TokenVerifier = (authorization: string | null) => Promise<ViewerToken>;

/** jose failures that mean "this token is not good", as opposed to "the JWKS is unreachable". */
const BAD_TOKEN_CODES = new Set([
  'ERR_JWT_EXPIRED', 'ERR_JWT_CLAIM_VALIDATION_FAILED', 'ERR_JWT_INVALID', 'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED', 'ERR_JWKS_NO_MATCHING_KEY', 'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED', 'ERR_JOSE_NOT_SUPPORTED',
]);

/**
 * Verifies bearer tokens against the api's published keys: EdDSA only, issuer,
 * audience and expiry required. The key set is fetched once and cached by jose
 * (public keys, not user data, so sharing it across requests is safe).
 */
export function createTokenVerifier(v20ApiUrl: string): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(`${v20ApiUrl}/v20/.well-known/jwks.json`), { timeoutDuration: 5000 });
  return async (authorization) => {
    if (!authorization) return { kind: 'none' };
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    if (!token) {
      return { kind: 'invalid', problem: unauthenticatedError('The Authorization header must be "Bearer <token>".', 'invalid_token') };
    }
    try {
      const { payload } = await jwtVerify(token, jwks, {
        algorithms: ['EdDSA'],
        issuer: 'hearth-api',
        audience: 'hearth',
        requiredClaims: ['exp', 'sid', 'typ'],
      });
      return { kind: 'valid', token, claims: payload as unknown as TokenClaims };
    } catch (err) {
      return { kind: 'invalid', problem: problemFor(err) };
    }
  };
}

function problemFor(err: unknown): GraphQLError {
  if (err instanceof errors.JWTExpired) {
    return unauthenticatedError('Your session has expired. Sign in again.', 'invalid_token');
  }
  if (err instanceof errors.JOSEError && BAD_TOKEN_CODES.has(err.code)) {
    return unauthenticatedError('Your session is not valid. Sign in again.', 'invalid_token');
  }
  // The keys could not be fetched: that is our outage, not the viewer's fault.
  return new V20Error(502, 'v20_unreachable', 'The signing keys could not be fetched.');
}
