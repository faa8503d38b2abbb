import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import RenterScreeningQuery, { type RenterScreeningQuery as RenterScreeningQueryType } from '../../__generated__/RenterScreeningQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/** /renter-screening. The screen's code loads on demand; its query starts at once. Always fresh: the screening moves on elsewhere too. */
export function screeningRoutes(environment: Environment): RouteObject[] {
  return [
    {
      path: 'renter-screening',
      lazy: async () => ({ Component: (await import('./RenterScreening')).RenterScreening }),
      loader: () => preloadRouteQuery<RenterScreeningQueryType>(environment, RenterScreeningQuery, {}, 'network-only'),
    },
  ];
}
