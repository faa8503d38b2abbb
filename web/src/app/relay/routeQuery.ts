// Render-as-you-fetch: a route loader starts the query before the screen renders,
// and the screen reads it with usePreloadedQuery. The screen disposes the
// reference when it is replaced, so released data can be garbage collected.
import { useEffect } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { IndexRouteObject } from 'react-router';
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

/**
 * A panel opened by a search parameter beside a list (`?ticket=`, `?case=`): an index
 * child route whose loader preloads the panel's query from the parameter. It re-runs
 * only when that parameter changes, and the list's route keeps its own query (its
 * `shouldRevalidate` looks at the path only). The loader data is the reference, or
 * null when the parameter is missing or malformed (then the screen shows no panel).
 * The screen renders the panel with `<Outlet context={…} />` where it goes.
 */
export function searchParamPanelRoute<T extends OperationType>(environment: Environment, options: {
  param: string;
  /** The parameter's value when it is well formed, else null (the screen uses the same rule). */
  parse(value: string | null): string | null;
  query: GraphQLTaggedNode;
  variables(value: string): VariablesOf<T>;
  fetchPolicy?: FetchPolicy;
  lazy: NonNullable<IndexRouteObject['lazy']>;
}): IndexRouteObject {
  const { param, parse, query, variables, fetchPolicy, lazy } = options;
  return {
    index: true,
    lazy,
    loader: ({ request }) => {
      const value = parse(new URL(request.url).searchParams.get(param));
      return value === null ? null : preloadRouteQuery<T>(environment, query, variables(value), fetchPolicy);
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      currentUrl.pathname !== nextUrl.pathname || currentUrl.searchParams.get(param) !== nextUrl.searchParams.get(param),
  };
}

/** What a screen hands to the panel it renders through `<Outlet context={…} />`. */
export interface PanelOutletContext {
  onClose(): void;
}
