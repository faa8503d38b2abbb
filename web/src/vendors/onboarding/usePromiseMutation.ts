import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';

/**
 * A Relay mutation as a promise of its answer, with whether one is in flight: the
 * steps' forms await it and put its userErrors next to their fields.
 */
export function usePromiseMutation<M extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<M>(mutation);
  const run = (variables: M['variables'], updater?: SelectorStoreUpdater<M['response']>) =>
    new Promise<M['response']>((resolve, reject) => {
      commit({ variables, updater, onCompleted: (data) => resolve(data), onError: reject });
    });
  return [run, inFlight] as const;
}

export const OFFLINE = 'We could not save this step. Check your connection and try again.';
