import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTHeaderParameters } from 'jose';
import { z } from 'zod';
import { USER_ROLES, type UserRole } from '../../common/enums.js';
import type { SigningKeys } from './keys.js';

export const TOKEN_ISSUER = 'hearth-api';
export const TOKEN_AUDIENCE = 'hearth';

export const TOKEN_TYPES = ['session', 'guest', 'partner', 'service'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

/** The longest a token may live (SESSION_TTL_HOURS' ceiling); an older `iat` is refused. */
const MAX_TOKEN_AGE_SECONDS = 90 * 24 * 3600;
/** Partner API tokens live up to 365 days (api/auth/partner-tokens.ts); one day of slack. */
const MAX_PARTNER_TOKEN_AGE_SECONDS = 366 * 24 * 3600;
/** api instances' clocks may differ a little; an `iat` further in the future is forged. */
const CLOCK_TOLERANCE_SECONDS = 60;

export interface TokenClaims {
  sub?: string;
  sid: string;
  typ: TokenType;
  user_role?: UserRole;
  /** Informational for clients; the api reads staff status from the database only. */
  staff?: boolean;
  /** While a staff member impersonates a user: who is really acting. */
  act?: { sub: string };
}

const UserIdClaim = z.string().regex(/^[1-9]\d{0,9}$/);
const Claims = z.object({
  sub: UserIdClaim.optional(),
  sid: z.uuid(),
  typ: z.enum(TOKEN_TYPES),
  user_role: z.enum(USER_ROLES).optional(),
  staff: z.boolean().optional(),
  act: z.object({ sub: UserIdClaim }).optional(),
});

export async function signToken(keys: SigningKeys, claims: TokenClaims, ttlSeconds: number): Promise<string> {
  const { sub, ...rest } = claims;
  const jwt = new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    // Ed25519 signatures are deterministic: without a unique id, the same claims signed
    // in the same second (an API token rotated twice quickly) give the same string.
    .setJti(randomUUID())
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds);
  if (sub) jwt.setSubject(sub);
  return jwt.sign(keys.privateKey);
}

/**
 * Verifies the signature (EdDSA, our key by its `kid`), issuer, audience, expiry
 * and an `iat` that is not in the future, then the claims' shapes: a guest token
 * names nobody, any other names a user. Throws when anything fails. Whether the
 * claims agree with their session is the session's check (auth/sessions.ts).
 */
export async function verifyToken(keys: SigningKeys, token: string): Promise<TokenClaims> {
  const ourKey = (header: JWTHeaderParameters) => {
    if (header.kid !== keys.kid) throw new Error('The token names a key we do not sign with.');
    return keys.publicKey;
  };
  const { payload } = await jwtVerify(token, ourKey, {
    algorithms: ['EdDSA'],
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    requiredClaims: ['exp', 'iat', 'sid', 'typ'],
  });
  const age = Math.floor(Date.now() / 1000) - payload.iat!;
  const maxAge = payload.typ === 'partner' ? MAX_PARTNER_TOKEN_AGE_SECONDS : MAX_TOKEN_AGE_SECONDS;
  if (age < -CLOCK_TOLERANCE_SECONDS || age > maxAge) throw new Error('The token\'s issue time is not believable.');
  const claims = Claims.parse(payload);
  const namesSomeone = claims.sub !== undefined || claims.user_role !== undefined || claims.staff !== undefined || claims.act !== undefined;
  if (claims.typ === 'guest' ? namesSomeone : claims.sub === undefined) throw new Error('The token\'s claims do not fit its type.');
  return claims;
}
