import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import RenterAnimalsQuery, { type RenterAnimalsQuery as RenterAnimalsQueryType } from '../../__generated__/RenterAnimalsQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/** /renter-animals (Pets & Animals). The form code loads on demand; the query starts at once. */
export function petRoutes(environment: Environment): RouteObject[] {
  return [{
    path: 'renter-animals',
    lazy: async () => ({ Component: (await import('./RenterAnimals')).RenterAnimals }),
    loader: () => preloadRouteQuery<RenterAnimalsQueryType>(environment, RenterAnimalsQuery, {}, 'store-and-network'),
  }];
}
