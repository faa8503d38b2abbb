import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import BookServiceQuery, { type BookServiceQuery as BookQueryType } from '../../__generated__/BookServiceQuery.graphql';
import ManagerServiceActivitiesQuery, { type ManagerServiceActivitiesQuery as ListQueryType } from '../../__generated__/ManagerServiceActivitiesQuery.graphql';
import ServiceActivityDetailQuery, { type ServiceActivityDetailQuery as DetailQueryType } from '../../__generated__/ServiceActivityDetailQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';
import { activityGlobalId, parseActivityParam, parseStatusParam } from '../labels';

/**
 * The manager's services, under the service area (/manager/service is the tickets):
 * the list (its filters refetch in place), one job, and booking.
 */
export const managerServicesRoutes = (environment: Environment): RouteObject[] => [
  {
    path: 'manager/service/activities',
    lazy: async () => ({ Component: (await import('./ManagerServiceActivities')).ManagerServiceActivities }),
    loader: ({ request }) => {
      const params = new URL(request.url).searchParams;
      return preloadRouteQuery<ListQueryType>(environment, ManagerServiceActivitiesQuery,
        { status: parseStatusParam(params.get('status')), buildingId: params.get('home') || null }, 'store-and-network');
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  },
  {
    path: 'manager/service/activities/:id',
    lazy: async () => ({ Component: (await import('./ManagerServiceActivity')).ManagerServiceActivity }),
    loader: ({ params }) => {
      const id = parseActivityParam(params.id);
      return id ? preloadRouteQuery<DetailQueryType>(environment, ServiceActivityDetailQuery, { id: activityGlobalId(id) }, 'store-and-network') : null;
    },
  },
  {
    path: 'manager/service/book',
    lazy: async () => ({ Component: (await import('./BookService')).BookService }),
    loader: () => preloadRouteQuery<BookQueryType>(environment, BookServiceQuery, {}, 'store-and-network'),
  },
];
