import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { badUserInputOf, IMPERSONATION_REFUSED, isImpersonationRefusal } from '../../app/relay/userInputErrors';
import { showUserErrors, type UserErrorLike } from '../../shared/userErrors';

/**
 * A Relay mutation as a promise: steps await it, then read the payload (its
 * userErrors, the screening after the write, where onboarding goes next).
 * Rejects on a network or GraphQL error; the caller shows it with
 * `showMutationFailure` or `mutationProblem`, so the user's own bad input (a NUL
 * byte pasted into a field) is named next to the field, not blamed on the connection.
 */
export function usePromiseMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = (variables: T['variables']) =>
    new Promise<T['response']>((resolve, reject) => {
      commit({ variables, onCompleted: (response) => resolve(response), onError: reject });
    });
  return [run, isInFlight] as const;
}

export const NETWORK_PROBLEM = 'We could not reach Hearth. Check your connection and try again.';

/** What a rejected mutation was about, as userErrors; null when it was a real network (or server) failure. */
export function mutationUserErrors(error: unknown): UserErrorLike[] | null {
  if (isImpersonationRefusal(error)) return [{ field: null, message: IMPERSONATION_REFUSED }];
  return badUserInputOf(error);
}

/** A rejected mutation in a react-hook-form: bad input next to its field, anything else as "could not reach". */
export function showMutationFailure<T extends FieldValues>(
  error: unknown, setError: UseFormSetError<T>, fields: ReadonlyArray<Path<T>>, formFieldOf?: Readonly<Record<string, string>>,
): void {
  const userErrors = mutationUserErrors(error);
  if (userErrors) showUserErrors(userErrors, setError, fields, formFieldOf);
  else setError('root.server' as Path<T>, { type: 'server', message: NETWORK_PROBLEM });
}

/** A rejected mutation as one sentence, for a step that shows one alert. */
export function mutationProblem(error: unknown): string {
  const userErrors = mutationUserErrors(error);
  return userErrors ? userErrors.map((e) => e.message).join(' ') : NETWORK_PROBLEM;
}
