import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import AccountLinkQuery, { type AccountLinkQuery as AccountLinkQueryType } from '../../__generated__/AccountLinkQuery.graphql';
import ManagerLedgerQuery, { type ManagerLedgerQuery as QueryType } from '../../__generated__/ManagerLedgerQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';
import { parseLedgerFilters } from './ledgerData';

/**
 * /manager/ledger (Ledger & Payments): filters live in the URL; each change reloads
 * through the loader. /manager/account-link: the payout account.
 */
export const managerLedgerRoutes = (environment: Environment): RouteObject[] => [
  {
    path: 'manager/ledger',
    lazy: async () => ({ Component: (await import('./ManagerLedger')).ManagerLedger }),
    loader: ({ request }) =>
      preloadRouteQuery<QueryType>(environment, ManagerLedgerQuery, parseLedgerFilters(new URL(request.url).searchParams), 'store-and-network'),
  },
  {
    path: 'manager/account-link',
    lazy: async () => ({ Component: (await import('./AccountLink')).AccountLink }),
    loader: () => preloadRouteQuery<AccountLinkQueryType>(environment, AccountLinkQuery, {}, 'store-and-network'),
  },
];
