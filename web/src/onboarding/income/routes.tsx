import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import RenterIncomeVerificationQuery, { type RenterIncomeVerificationQuery as QueryType } from '../../__generated__/RenterIncomeVerificationQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/** /renter-income-verification. The screen's code loads on demand; its query starts at once, always fresh. */
export function incomeRoutes(environment: Environment): RouteObject[] {
  return [
    {
      path: 'renter-income-verification',
      lazy: async () => ({ Component: (await import('./RenterIncomeVerification')).RenterIncomeVerification }),
      loader: () => preloadRouteQuery<QueryType>(environment, RenterIncomeVerificationQuery, {}, 'network-only'),
    },
  ];
}
