// Spec §4, §6 and §8: what the client does when a GraphQL call fails because of
// its credentials. Kept pure so every branch is a one-line test.
import { readTokenClaims } from './tokenClaims';

export interface GraphQLErrorLike {
  message?: string;
  extensions?: { code?: unknown; v20Code?: unknown; [key: string]: unknown };
}

export type AuthRecovery =
  /** Not an authentication failure: hand the result to the caller. */
  | { kind: 'none' }
  /** A guest (or missing) token was refused: fetch a fresh guest token and retry once. */
  | { kind: 'retry-as-guest' }
  /** A signed-in user's token was refused: clear credentials and send them to log in. */
  | { kind: 'sign-in' }
  /** Staff impersonating a user hit a forbidden call: the caller decides. */
  | { kind: 'pass-to-caller' };

/**
 * What the client sent: no token, a guest token, a signed-in user's token, or a
 * cookie that is not a token at all (corrupted, cut short, written by something else).
 */
export type SentToken = 'none' | 'guest' | 'user' | 'unreadable';

export const FORBIDDEN_AS_IMPERSONATE_USER = 'forbidden_as_impersonate_user';

export function isUnauthenticated(errors: readonly GraphQLErrorLike[] | undefined): GraphQLErrorLike | undefined {
  return errors?.find((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

export function sentTokenKind(token: string | null | undefined): SentToken {
  if (!token) return 'none';
  const claims = readTokenClaims(token);
  if (!claims) return 'unreadable';
  return claims.typ === 'guest' ? 'guest' : 'user';
}

export function decideAuthRecovery(input: {
  errors: readonly GraphQLErrorLike[] | undefined;
  httpStatus: number;
  sentToken: SentToken;
  alreadyRetried: boolean;
  /** The page can be browsed without an account (listings, marketing pages, login). */
  pageIsPublic: boolean;
}): AuthRecovery {
  const error = isUnauthenticated(input.errors);
  if (!error && input.httpStatus !== 401) return { kind: 'none' };
  if (error?.extensions?.v20Code === FORBIDDEN_AS_IMPERSONATE_USER) return { kind: 'pass-to-caller' };
  const retryOnce: AuthRecovery = input.alreadyRetried ? { kind: 'none' } : { kind: 'retry-as-guest' };
  switch (input.sentToken) {
    case 'user':
      return { kind: 'sign-in' };
    case 'unreadable':
      // Nobody can tell whose session it was: a page that needs an account asks
      // them to log in (as for a revoked token); a public page goes on as a guest.
      // Either way the cookie is replaced, so it never fails again.
      return input.pageIsPublic ? retryOnce : { kind: 'sign-in' };
    default:
      return retryOnce;
  }
}
