import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import ManagerServiceQuery, { type ManagerServiceQuery as QueryType } from '../../__generated__/ManagerServiceQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';
import { serviceFilters } from './serviceFilters';

/**
 * /manager/service (spec §2). The loader runs only when the page is entered: the
 * screen itself refetches on filter changes (keeping the list on screen) and
 * opens tickets (?ticket=) without reloading the list.
 */
export const managerServiceRoutes = (environment: Environment): RouteObject[] => [{
  path: 'manager/service',
  lazy: async () => ({ Component: (await import('./ManagerService')).ManagerService }),
  loader: ({ request }) =>
    preloadRouteQuery<QueryType>(environment, ManagerServiceQuery, serviceFilters(new URL(request.url).searchParams), 'store-and-network'),
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
}];
