// Who is asking, as the verified token says. Its own module so that modules and their
// loaders can name it without importing the context (which composes them).
import type { GraphQLError } from 'graphql';
import type { UserRole } from '../common/enums.js';
import type { ViewerToken } from './auth/viewerToken.js';

/** Who is asking, as far as the verified token says. */
export interface ViewerSession {
  /** The verified bearer token, forwarded on every v20 call. */
  token: string | null;
  /** No token, a guest token, or a token that did not verify. */
  isGuest: boolean;
  userId: string | null;
  /** Role carried by the token. */
  role: UserRole | null;
  /** The token says staff (the api checks again against the database). */
  isStaff: boolean;
  /** Why the token was refused; fields that need the viewer fail with it (UNAUTHENTICATED). */
  tokenProblem: GraphQLError | null;
}

export function sessionFrom(viewerToken: ViewerToken): ViewerSession {
  if (viewerToken.kind === 'none') return { token: null, isGuest: true, userId: null, role: null, isStaff: false, tokenProblem: null };
  if (viewerToken.kind === 'invalid') {
    return { token: null, isGuest: true, userId: null, role: null, isStaff: false, tokenProblem: viewerToken.problem };
  }
  const { claims, token } = viewerToken;
  const isGuest = claims.typ === 'guest' || !claims.sub;
  return {
    token, isGuest, userId: claims.sub ?? null, role: claims.user_role ?? null, isStaff: claims.staff === true, tokenProblem: null,
  };
}
