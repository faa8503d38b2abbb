import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import ManagerNotificationsQuery, { type ManagerNotificationsQuery as QueryType } from '../__generated__/ManagerNotificationsQuery.graphql';
import { preloadRouteQuery } from '../app/relay/routeQuery';

/** /manager/notifications (spec §2). Always refetched: the list moves while the manager is away. */
export const notificationRoutes = (environment: Environment): RouteObject[] => [{
  path: 'manager/notifications',
  lazy: async () => ({ Component: (await import('./ManagerNotifications')).ManagerNotifications }),
  loader: () => preloadRouteQuery<QueryType>(environment, ManagerNotificationsQuery, {}, 'store-and-network'),
}];
