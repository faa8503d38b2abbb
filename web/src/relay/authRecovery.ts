// Spec §4, §6 and §8: what the client does when a GraphQL call fails because of
// its credentials. Kept pure so every branch is a one-line test.

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

export const FORBIDDEN_AS_IMPERSONATE_USER = 'forbidden_as_impersonate_user';

export function isUnauthenticated(errors: readonly GraphQLErrorLike[] | undefined): GraphQLErrorLike | undefined {
  return errors?.find((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

export function decideAuthRecovery(input: {
  errors: readonly GraphQLErrorLike[] | undefined;
  httpStatus: number;
  sentGuestToken: boolean;
  alreadyRetried: boolean;
}): AuthRecovery {
  const error = isUnauthenticated(input.errors);
  if (!error && input.httpStatus !== 401) return { kind: 'none' };
  if (error?.extensions?.v20Code === FORBIDDEN_AS_IMPERSONATE_USER) return { kind: 'pass-to-caller' };
  if (input.sentGuestToken) return input.alreadyRetried ? { kind: 'none' } : { kind: 'retry-as-guest' };
  return { kind: 'sign-in' };
}
