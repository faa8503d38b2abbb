import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import ServiceActivityDetailQuery, { type ServiceActivityDetailQuery as DetailQueryType } from '../../__generated__/ServiceActivityDetailQuery.graphql';
import StaffServiceActivitiesQuery, { type StaffServiceActivitiesQuery as ListQueryType } from '../../__generated__/StaffServiceActivitiesQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';
import { activityGlobalId, parseActivityParam, parseStatusParam } from '../labels';

/**
 * /internal/service-activities and one job. Like the other staff pages, nothing is
 * queried until the viewer is known to be staff (the layout shows not-found otherwise).
 */
export const staffServiceActivityRoutes = (environment: Environment, isStaff: (environment: Environment) => Promise<boolean>): RouteObject[] => [
  {
    path: 'service-activities',
    lazy: async () => ({ Component: (await import('./StaffServiceActivities')).StaffServiceActivities }),
    loader: async ({ request }: LoaderFunctionArgs) => ((await isStaff(environment))
      ? preloadRouteQuery<ListQueryType>(environment, StaffServiceActivitiesQuery, { status: parseStatusParam(new URL(request.url).searchParams.get('status')) }, 'store-and-network')
      : null),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  },
  {
    path: 'service-activities/:id',
    lazy: async () => ({ Component: (await import('./StaffServiceActivity')).StaffServiceActivity }),
    loader: async ({ params }: LoaderFunctionArgs) => {
      const id = parseActivityParam(params.id);
      if (!id || !(await isStaff(environment))) return null;
      return preloadRouteQuery<DetailQueryType>(environment, ServiceActivityDetailQuery, { id: activityGlobalId(id) }, 'store-and-network');
    },
  },
];
