import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import CasePanelQuery, { type CasePanelQuery as PanelQueryType } from '../__generated__/CasePanelQuery.graphql';
import ResolutionCenterQuery, { type ResolutionCenterQuery as QueryType } from '../__generated__/ResolutionCenterQuery.graphql';
import { preloadRouteQuery, searchParamPanelRoute } from '../app/relay/routeQuery';
import { caseGlobalId, parseCaseParam } from './caseWords';

/**
 * /resolution-center (spec §2) for tenants and managers. Opening a case (?case=)
 * loads only that case (the index child's query), beside the list; the list is not
 * reloaded for it.
 */
export const resolutionRoutes = (environment: Environment): RouteObject[] => [{
  path: 'resolution-center',
  lazy: async () => ({ Component: (await import('./ResolutionCenter')).ResolutionCenter }),
  loader: () => preloadRouteQuery<QueryType>(environment, ResolutionCenterQuery, {}, 'store-and-network'),
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  children: [
    searchParamPanelRoute<PanelQueryType>(environment, {
      param: 'case',
      parse: parseCaseParam,
      query: CasePanelQuery,
      variables: (databaseId) => ({ id: caseGlobalId(databaseId) }),
      fetchPolicy: 'store-and-network',
      lazy: async () => ({ Component: (await import('./CasePanel')).CasePanel }),
    }),
  ],
}];
