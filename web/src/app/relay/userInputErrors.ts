// A request the gateway refused as the user's own bad input (BAD_USER_INPUT, e.g. a
// NUL byte or half an emoji pasted into a field) is not a connection problem: the
// message belongs next to the field it names, as a mutation's userErrors do.
import type { UserErrorLike } from '../../shared/userErrors';
import { FORBIDDEN_AS_IMPERSONATE_USER, type GraphQLErrorLike } from './authRecovery';
import { GraphQLRequestError } from './graphqlFetcher';

const isBadUserInput = (e: GraphQLErrorLike) => e.extensions?.code === 'BAD_USER_INPUT';

function asUserErrors(error: GraphQLErrorLike): UserErrorLike[] {
  const fields = error.extensions?.fields;
  if (fields && typeof fields === 'object' && Object.keys(fields).length > 0) {
    return Object.entries(fields as Record<string, unknown>).map(([field, message]) => ({ field, message: String(message) }));
  }
  return [{ field: null, message: error.message ?? 'Check what you entered.' }];
}

/** The failure as userErrors when every error in it is BAD_USER_INPUT; null for anything else. */
export function badUserInputOf(error: unknown): UserErrorLike[] | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  const errors = (error.body as { errors?: GraphQLErrorLike[] } | null)?.errors ?? [];
  if (errors.length === 0 || !errors.every(isBadUserInput)) return null;
  return errors.flatMap(asUserErrors);
}

/** Spec §6/§8: staff acting as a user tried something only the user may do (pay, sign, change a password). */
export function isImpersonationRefusal(error: unknown): boolean {
  if (!(error instanceof GraphQLRequestError)) return false;
  const errors = (error.body as { errors?: GraphQLErrorLike[] } | null)?.errors ?? [];
  return errors.some((e) => e.extensions?.v20Code === FORBIDDEN_AS_IMPERSONATE_USER);
}

export const IMPERSONATION_REFUSED = "Staff can't do this on a user's behalf: only they can.";

/**
 * A mutation hook's `onError`: the user's own bad input goes to onUserErrors, and so
 * does an action refused while impersonating (its message next to the action, the
 * screen's own words when given); anything else to onFailure.
 */
export function onMutationError(callbacks: { onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void }, refusedAsStaff = IMPERSONATION_REFUSED) {
  return (error: Error) => {
    if (isImpersonationRefusal(error)) return callbacks.onUserErrors([{ field: null, message: refusedAsStaff }]);
    const userErrors = badUserInputOf(error);
    if (userErrors) callbacks.onUserErrors(userErrors);
    else callbacks.onFailure();
  };
}
