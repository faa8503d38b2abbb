import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import RenterSupportQuery, { type RenterSupportQuery as QueryType } from '../../__generated__/RenterSupportQuery.graphql';
import RenterTicketPanelQuery, { type RenterTicketPanelQuery as PanelQueryType } from '../../__generated__/RenterTicketPanelQuery.graphql';
import { preloadRouteQuery, searchParamPanelRoute } from '../../app/relay/routeQuery';
import { parseTicketParam, ticketGlobalId } from '../labels';

/**
 * /renter-support (spec §2). The loader runs when the page is entered; opening a
 * ticket (?ticket=) loads only that ticket, beside the list, through the index child.
 */
export const renterSupportRoutes = (environment: Environment): RouteObject[] => [{
  path: 'renter-support',
  lazy: async () => ({ Component: (await import('./RenterSupport')).RenterSupport }),
  loader: () => preloadRouteQuery<QueryType>(environment, RenterSupportQuery, {}, 'store-and-network'),
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  children: [
    searchParamPanelRoute<PanelQueryType>(environment, {
      param: 'ticket',
      parse: parseTicketParam,
      query: RenterTicketPanelQuery,
      variables: (databaseId) => ({ id: ticketGlobalId(databaseId) }),
      fetchPolicy: 'store-and-network',
      lazy: async () => ({ Component: (await import('./RenterTicketPanel')).RenterTicketPanel }),
    }),
  ],
}];
