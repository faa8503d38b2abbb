import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/**
 * A Relay mutation as a promise: steps await it, then read the payload (its
 * userErrors, the screening after the write, where onboarding goes next).
 * Rejects on a network or GraphQL error, which the caller shows as a form alert.
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
