import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import RenterSupportQuery, { type RenterSupportQuery as QueryType } from '../../__generated__/RenterSupportQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/**
 * /renter-support (spec §2). The loader runs when the page is entered; opening a
 * ticket (?ticket=) loads only that ticket, beside the list.
 */
export const renterSupportRoutes = (environment: Environment): RouteObject[] => [{
  path: 'renter-support',
  lazy: async () => ({ Component: (await import('./RenterSupport')).RenterSupport }),
  loader: () => preloadRouteQuery<QueryType>(environment, RenterSupportQuery, {}, 'store-and-network'),
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
}];
