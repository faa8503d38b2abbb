// A request the gateway refused as the user's own bad input (BAD_USER_INPUT, e.g. a
// NUL byte or half an emoji pasted into a field) is not a connection problem: the
// message belongs next to the field it names, as a mutation's userErrors do.
import type { UserErrorLike } from '../../shared/userErrors';
import type { GraphQLErrorLike } from './authRecovery';
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

/** A mutation hook's `onError`: the user's own bad input goes to onUserErrors, anything else to onFailure. */
export function onMutationError(callbacks: { onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void }) {
  return (error: Error) => {
    const userErrors = badUserInputOf(error);
    if (userErrors) callbacks.onUserErrors(userErrors);
    else callbacks.onFailure();
  };
}
