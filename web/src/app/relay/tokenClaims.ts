// The client reads (never verifies) its own token to know whether it is a guest
// token and which role it carries: the gateway and api remain the authority.
import type { UserRole } from '../../../../common/enums';

export interface TokenClaims {
  /** `guest` for anonymous browsing, `session` for a signed-in user. */
  typ: string | null;
  userRole: UserRole | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const role = claims.user_role;
    return {
      typ: typeof claims.typ === 'string' ? claims.typ : null,
      userRole: role === 'tenant' || role === 'manager' || role === 'vendor' ? role : null,
    };
  } catch {
    return null;
  }
}

/** No token, an unreadable one, or a guest token: all are recovered with a fresh guest token. */
export function isGuestToken(token: string | null | undefined): boolean {
  const claims = readTokenClaims(token);
  return claims === null || claims.typ === 'guest';
}
