import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import ManagerTenantsQuery, { type ManagerTenantsQuery as QueryType } from '../../__generated__/ManagerTenantsQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/** /manager/tenants (spec §2). The screen's code loads on demand; the query starts at once and always refetches. */
export const managerTenantsRoutes = (environment: Environment): RouteObject[] => [{
  path: 'manager/tenants',
  lazy: async () => ({ Component: (await import('./ManagerTenants')).ManagerTenants }),
  loader: () => preloadRouteQuery<QueryType>(environment, ManagerTenantsQuery, {}, 'store-and-network'),
}];
