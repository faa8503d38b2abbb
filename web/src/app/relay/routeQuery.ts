// Render-as-you-fetch: a route loader starts the query before the screen renders,
// and the screen reads it with usePreloadedQuery. The screen disposes the
// reference when it is replaced, so released data can be garbage collected.
import { useEffect } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment, FetchPolicy, GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';

export function preloadRouteQuery<T extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  fetchPolicy: FetchPolicy = 'store-or-network',
): PreloadedQuery<T> {
  return loadQuery<T>(environment, query, variables, { fetchPolicy });
}

const pendingDisposals = new WeakMap<object, number>();

export function useDisposeOnReplace(ref: PreloadedQuery<OperationType>): void {
  useEffect(() => {
    // StrictMode (development) unmounts and remounts at once: the remount cancels
    // the disposal, so the screen never reads a disposed reference.
    window.clearTimeout(pendingDisposals.get(ref));
    return () => {
      pendingDisposals.set(ref, window.setTimeout(() => ref.dispose(), 0));
    };
  }, [ref]);
}
