import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import StaffSchemaQuery, { type StaffSchemaQuery as SchemaQueryType } from '../__generated__/StaffSchemaQuery.graphql';
import StaffSearchQuery, { type StaffSearchQuery as SearchQueryType } from '../__generated__/StaffSearchQuery.graphql';
import { preloadRouteQuery } from '../app/relay/routeQuery';
import { searchQueryOf } from './searchWords';

/**
 * /internal/search?q= and /internal/schema (issue 15). Like the other staff pages,
 * nothing is queried until the viewer is known to be staff.
 */
export const staffToolRoutes = (environment: Environment, isStaff: (environment: Environment) => Promise<boolean>): RouteObject[] => [
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('./StaffSearch')).StaffSearch }),
    loader: async ({ request }: LoaderFunctionArgs) => {
      const query = searchQueryOf(new URL(request.url).searchParams);
      if (!query || !(await isStaff(environment))) return null;
      return preloadRouteQuery<SearchQueryType>(environment, StaffSearchQuery, { query, first: 50 }, 'network-only');
    },
  },
  {
    path: 'schema',
    lazy: async () => ({ Component: (await import('./StaffSchema')).StaffSchema }),
    loader: async () => ((await isStaff(environment)) ? preloadRouteQuery<SchemaQueryType>(environment, StaffSchemaQuery, {}, 'store-and-network') : null),
  },
];
