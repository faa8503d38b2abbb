import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import StaffResolutionCaseQuery, { type StaffResolutionCaseQuery as CaseQueryType } from '../../__generated__/StaffResolutionCaseQuery.graphql';
import StaffResolutionCasesQuery, { type StaffResolutionCasesQuery as CasesQueryType } from '../../__generated__/StaffResolutionCasesQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';
import { caseGlobalId, parseCaseParam } from '../caseWords';
import { parseCaseStatusFilter } from './caseWords';

/**
 * /internal/resolution-cases and one case. Like the other staff pages, nothing is
 * queried until the viewer is known to be staff (the layout shows not-found otherwise).
 */
export const resolutionCaseRoutes = (environment: Environment, isStaff: (environment: Environment) => Promise<boolean>): RouteObject[] => [
  {
    path: 'resolution-cases',
    lazy: async () => ({ Component: (await import('./StaffResolutionCases')).StaffResolutionCases }),
    loader: async ({ request }: LoaderFunctionArgs) => ((await isStaff(environment))
      ? preloadRouteQuery<CasesQueryType>(environment, StaffResolutionCasesQuery, { status: parseCaseStatusFilter(new URL(request.url).searchParams) }, 'store-and-network')
      : null),
  },
  {
    path: 'resolution-cases/:caseId',
    lazy: async () => ({ Component: (await import('./StaffResolutionCase')).StaffResolutionCase }),
    loader: async ({ params }: LoaderFunctionArgs) => {
      const caseId = parseCaseParam(params.caseId);
      if (!caseId || !(await isStaff(environment))) return null;
      // Always fresh: another staff member or a party may have moved the case since.
      return preloadRouteQuery<CaseQueryType>(environment, StaffResolutionCaseQuery, { id: caseGlobalId(caseId) }, 'store-and-network');
    },
  },
];
