import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import DevelopersApiTokensQuery, { type DevelopersApiTokensQuery as QueryType } from '../__generated__/DevelopersApiTokensQuery.graphql';
import { preloadRouteQuery } from '../app/relay/routeQuery';
import { developerExplorerRoutes } from './explorer/routes';
import { developerWebhookRoutes } from './webhooks/routes';

/**
 * /developers (issue 15): the page for managers and partners who connect their own
 * software. A layout with tabs: "API tokens" (the index), "Webhooks" and "Explorer".
 */
export const developersRoutes = (environment: Environment): RouteObject[] => [{
  path: 'developers',
  lazy: async () => ({ Component: (await import('./DevelopersLayout')).DevelopersLayout }),
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./ApiTokens')).ApiTokens }),
      // Always refetched: "last used" moves while the page is closed.
      loader: () => preloadRouteQuery<QueryType>(environment, DevelopersApiTokensQuery, {}, 'store-and-network'),
    },
    ...developerWebhookRoutes(environment),
    ...developerExplorerRoutes(environment),
  ],
}];
