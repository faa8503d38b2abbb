import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import DeveloperWebhooksQuery, { type DeveloperWebhooksQuery as QueryType } from '../../__generated__/DeveloperWebhooksQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/**
 * /developers/webhooks (relative: the lead spreads it into the /developers children).
 * Always refetched: deliveries move while the page is closed.
 */
export const developerWebhookRoutes = (environment: Environment): RouteObject[] => [{
  path: 'webhooks',
  lazy: async () => ({ Component: (await import('./DeveloperWebhooks')).DeveloperWebhooks }),
  loader: () => preloadRouteQuery<QueryType>(environment, DeveloperWebhooksQuery, {}, 'store-and-network'),
}];
