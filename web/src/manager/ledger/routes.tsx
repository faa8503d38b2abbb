import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import ManagerLedgerQuery, { type ManagerLedgerQuery as QueryType } from '../../__generated__/ManagerLedgerQuery.graphql';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { parseLedgerFilters } from './ledgerData';

/** /manager/ledger (Ledger & Payments). Filters live in the URL; each change reloads through the loader. */
export const managerLedgerRoutes = (environment: Environment): RouteObject[] => [{
  path: 'manager/ledger',
  lazy: async () => ({ Component: (await import('./ManagerLedger')).ManagerLedger }),
  loader: ({ request }) =>
    preloadRouteQuery<QueryType>(environment, ManagerLedgerQuery, parseLedgerFilters(new URL(request.url).searchParams), 'store-and-network'),
}];
