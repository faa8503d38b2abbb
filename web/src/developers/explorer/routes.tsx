import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import DeveloperExplorerQuery, { type DeveloperExplorerQuery as QueryType } from '../../__generated__/DeveloperExplorerQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/** /developers/explorer (relative: the lead spreads it into the /developers children). */
export const developerExplorerRoutes = (environment: Environment): RouteObject[] => [{
  path: 'explorer',
  lazy: async () => ({ Component: (await import('./DeveloperExplorer')).DeveloperExplorer }),
  loader: () => preloadRouteQuery<QueryType>(environment, DeveloperExplorerQuery, {}),
}];
