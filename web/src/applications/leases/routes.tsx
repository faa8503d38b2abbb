import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import LeaseSigningQuery, { type LeaseSigningQuery as QueryType } from '../../__generated__/LeaseSigningQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/** Lease ids are REST ids; anything else is not worth a round trip (the page says "not found"). */
const PLAUSIBLE_ID = /^\d{1,10}$/;

/** /leases/:leaseId (spec §2). The form code loads on demand; the query starts at once. */
export const leaseRoutes = (environment: Environment): RouteObject[] => [{
  path: 'leases/:leaseId',
  lazy: async () => ({ Component: (await import('./LeaseSigning')).LeaseSigning }),
  loader: ({ params }) => preloadRouteQuery<QueryType>(
    environment, LeaseSigningQuery, { databaseId: PLAUSIBLE_ID.test(params.leaseId ?? '') ? params.leaseId! : '0' }, 'store-and-network',
  ),
}];
