import { SignJWT, jwtVerify } from 'jose';
import type { UserRole } from '../../common/enums.js';
import type { SigningKeys } from './keys.js';

export const TOKEN_ISSUER = 'hearth-api';
export const TOKEN_AUDIENCE = 'hearth';

export type TokenType = 'session' | 'guest' | 'partner' | 'service';

export interface TokenClaims {
  sub?: string;
  sid: string;
  typ: TokenType;
  user_role?: UserRole;
  staff?: boolean;
  /** While a staff member impersonates a user: who is really acting. */
  act?: { sub: string };
}

export async function signToken(keys: SigningKeys, claims: TokenClaims, ttlSeconds: number): Promise<string> {
  const { sub, ...rest } = claims;
  const jwt = new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds);
  if (sub) jwt.setSubject(sub);
  return jwt.sign(keys.privateKey);
}

/** Verifies signature, issuer, audience and expiry; throws when any fails. */
export async function verifyToken(keys: SigningKeys, token: string): Promise<TokenClaims> {
  const { payload } = await jwtVerify(token, keys.publicKey, {
    algorithms: ['EdDSA'],
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    requiredClaims: ['exp', 'sid', 'typ'],
  });
  return payload as unknown as TokenClaims;
}
