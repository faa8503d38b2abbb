import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import StaffFormSubmissionQuery, { type StaffFormSubmissionQuery as OneQueryType } from '../__generated__/StaffFormSubmissionQuery.graphql';
import StaffFormSubmissionsQuery, { type StaffFormSubmissionsQuery as ListQueryType } from '../__generated__/StaffFormSubmissionsQuery.graphql';
import StaffRequestsQuery, { type StaffRequestsQuery as RequestsQueryType } from '../__generated__/StaffRequestsQuery.graphql';
import { preloadRouteQuery } from '../app/relay/routeQuery';
import { parseFormFilter } from './formWords';
import { parseRequestFilter } from './requestFilters';

const searchOf = (request: Request) => new URL(request.url).searchParams;

/**
 * /internal/requests and /internal/form-submissions(/:id). Like the other staff pages,
 * nothing is queried until the viewer is known to be staff.
 */
export const staffLogRoutes = (environment: Environment, isStaff: (environment: Environment) => Promise<boolean>): RouteObject[] => [
  {
    path: 'requests',
    lazy: async () => ({ Component: (await import('./StaffRequests')).StaffRequests }),
    loader: async ({ request }: LoaderFunctionArgs) => ((await isStaff(environment))
      ? preloadRouteQuery<RequestsQueryType>(environment, StaffRequestsQuery, { filter: parseRequestFilter(searchOf(request)) }, 'network-only')
      : null),
  },
  {
    path: 'form-submissions',
    lazy: async () => ({ Component: (await import('./StaffFormSubmissions')).StaffFormSubmissions }),
    loader: async ({ request }: LoaderFunctionArgs) => ((await isStaff(environment))
      ? preloadRouteQuery<ListQueryType>(environment, StaffFormSubmissionsQuery, { filter: parseFormFilter(searchOf(request)) }, 'store-and-network')
      : null),
  },
  {
    path: 'form-submissions/:id',
    lazy: async () => ({ Component: (await import('./StaffFormSubmission')).StaffFormSubmission }),
    loader: async ({ params }: LoaderFunctionArgs) => ((/^[1-9][0-9]{0,9}$/.test(params.id ?? '') && (await isStaff(environment)))
      ? preloadRouteQuery<OneQueryType>(environment, StaffFormSubmissionQuery, { id: params.id! }, 'store-and-network')
      : null),
  },
];
