import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import ManagerServiceQuery, { type ManagerServiceQuery as QueryType } from '../../__generated__/ManagerServiceQuery.graphql';
import ServiceTicketPanelQuery, { type ServiceTicketPanelQuery as PanelQueryType } from '../../__generated__/ServiceTicketPanelQuery.graphql';
import { preloadRouteQuery, searchParamPanelRoute } from '../../app/relay/routeQuery';
import { parseTicketParam, ticketGlobalId } from '../labels';
import { serviceFilters } from './serviceFilters';

/**
 * /manager/service (spec §2). The loader runs only when the page is entered: the
 * screen itself refetches on filter changes (keeping the list on screen) and
 * opens tickets (?ticket=, the index child's query) without reloading the list.
 */
export const managerServiceRoutes = (environment: Environment): RouteObject[] => [{
  path: 'manager/service',
  lazy: async () => ({ Component: (await import('./ManagerService')).ManagerService }),
  loader: ({ request }) =>
    preloadRouteQuery<QueryType>(environment, ManagerServiceQuery, serviceFilters(new URL(request.url).searchParams), 'store-and-network'),
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  children: [
    searchParamPanelRoute<PanelQueryType>(environment, {
      param: 'ticket',
      parse: parseTicketParam,
      query: ServiceTicketPanelQuery,
      variables: (databaseId) => ({ id: ticketGlobalId(databaseId) }),
      fetchPolicy: 'store-and-network',
      lazy: async () => ({ Component: (await import('./ServiceTicketPanel')).ServiceTicketPanel }),
    }),
  ],
}];
