import { redirect, type RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import EditListingQuery, { type EditListingQuery as EditListingQueryType } from '../../__generated__/EditListingQuery.graphql';
import ListYourHomeQuery, { type ListYourHomeQuery as ListYourHomeQueryType } from '../../__generated__/ListYourHomeQuery.graphql';
import ManagerOverviewQuery, { type ManagerOverviewQuery as ManagerOverviewQueryType } from '../../__generated__/ManagerOverviewQuery.graphql';
import ManagerListingsQuery, { type ManagerListingsQuery as ManagerListingsQueryType } from '../../__generated__/ManagerListingsQuery.graphql';
import PromoteListingsQuery, { type PromoteListingsQuery as PromoteListingsQueryType } from '../../__generated__/PromoteListingsQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/** Listing ids are short REST ids; anything else is not worth a round trip. */
const PLAUSIBLE_ID = /^\d{1,10}$/;

/**
 * The manager's overview, listing pages (spec §2) and /list (the account link is billing's). Screens load on demand; their
 * queries start at once and refetch, since a manager's homes change under them.
 */
export const managerListingRoutes = (environment: Environment): RouteObject[] => [
  { path: 'manager', loader: () => redirect('/manager/overview') },
  {
    // The manager's home screen (not in spec §2; docs/v20-contract.md "Manager overview").
    path: 'manager/overview',
    lazy: async () => ({ Component: (await import('./overview/ManagerOverview')).ManagerOverview }),
    loader: () => preloadRouteQuery<ManagerOverviewQueryType>(environment, ManagerOverviewQuery, {}, 'store-and-network'),
  },
  {
    path: 'manager/listings',
    lazy: async () => ({ Component: (await import('./ManagerListings')).ManagerListings }),
    loader: () => preloadRouteQuery<ManagerListingsQueryType>(environment, ManagerListingsQuery, {}, 'store-and-network'),
  },
  { path: 'manager/listings/new', lazy: async () => ({ Component: (await import('./NewListing')).NewListing }) },
  {
    path: 'manager/listings/:id',
    lazy: async () => ({ Component: (await import('./EditListing')).EditListing }),
    loader: ({ params }) => (PLAUSIBLE_ID.test(params.id ?? '')
      ? preloadRouteQuery<EditListingQueryType>(environment, EditListingQuery, { databaseId: params.id! }, 'store-and-network')
      : null),
  },
  {
    path: 'manager/promote-listings',
    lazy: async () => ({ Component: (await import('./PromoteListings')).PromoteListings }),
    loader: () => preloadRouteQuery<PromoteListingsQueryType>(environment, PromoteListingsQuery, {}, 'store-and-network'),
  },
  {
    path: 'list',
    lazy: async () => ({ Component: (await import('../ListYourHome')).ListYourHome }),
    loader: () => preloadRouteQuery<ListYourHomeQueryType>(environment, ListYourHomeQuery, {}, 'store-and-network'),
  },
];
