import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import RenterReferencesQuery, { type RenterReferencesQuery as RenterReferencesQueryType } from '../../__generated__/RenterReferencesQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/** /renter-references. The form code loads on demand; the query starts at once. */
export function referenceRoutes(environment: Environment): RouteObject[] {
  return [{
    path: 'renter-references',
    lazy: async () => ({ Component: (await import('./RenterReferences')).RenterReferences }),
    loader: () => preloadRouteQuery<RenterReferencesQueryType>(environment, RenterReferencesQuery, {}, 'store-and-network'),
  }];
}
