import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import DevelopersApiTokensQuery, { type DevelopersApiTokensQuery as QueryType } from '../__generated__/DevelopersApiTokensQuery.graphql';
import { ComingSoon } from '../app/ComingSoon';
import { preloadRouteQuery } from '../app/relay/routeQuery';

/**
 * /developers (issue 15): the page for managers and partners who connect their own
 * software. A layout with tabs; "API tokens" is the index.
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
    // ── MERGE: the Webhooks and Explorer tabs (web/src/developers/webhooks/, web/src/developers/explorer/,
    // built by another helper) replace the two placeholders below with their own route objects, e.g.
    //   ...developerWebhookRoutes(environment), ...developerExplorerRoutes(environment),
    { path: 'webhooks', element: <ComingSoon />, handle: { title: 'Webhooks' } },
    { path: 'explorer', element: <ComingSoon />, handle: { title: 'Explorer' } },
    // ── end MERGE
  ],
}];
