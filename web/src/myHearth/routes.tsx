import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { BRAND } from '../../../common/brand';
import MyHearthQuery, { type MyHearthQuery as QueryType } from '../__generated__/MyHearthQuery.graphql';
import { preloadRouteQuery } from '../app/relay/routeQuery';

/** /my-hearth (spec §2 /my-{brand}) and its #promote-listing section. Rent and credits change: always refetch. */
export const myHearthRoutes = (environment: Environment): RouteObject[] => [{
  path: `my-${BRAND}`,
  lazy: async () => ({ Component: (await import('./MyHearth')).MyHearth }),
  loader: () => preloadRouteQuery<QueryType>(environment, MyHearthQuery, {}, 'store-and-network'),
}];
