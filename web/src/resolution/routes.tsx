import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import ResolutionCenterQuery, { type ResolutionCenterQuery as QueryType } from '../__generated__/ResolutionCenterQuery.graphql';
import { preloadRouteQuery } from '../app/relay/routeQuery';

/**
 * /resolution-center (spec §2) for tenants and managers. Opening a case (?case=)
 * loads only that case, beside the list; the list is not reloaded for it.
 */
export const resolutionRoutes = (environment: Environment): RouteObject[] => [{
  path: 'resolution-center',
  lazy: async () => ({ Component: (await import('./ResolutionCenter')).ResolutionCenter }),
  loader: () => preloadRouteQuery<QueryType>(environment, ResolutionCenterQuery, {}, 'store-and-network'),
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
}];
