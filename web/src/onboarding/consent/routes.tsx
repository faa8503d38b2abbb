import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import RenterInformationReleaseConsentQuery, { type RenterInformationReleaseConsentQuery as QueryType } from '../../__generated__/RenterInformationReleaseConsentQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/** /renter-information-release-consent. The form code loads on demand; the query starts at once. */
export function consentRoutes(environment: Environment): RouteObject[] {
  return [{
    path: 'renter-information-release-consent',
    lazy: async () => ({ Component: (await import('./RenterInformationReleaseConsent')).RenterInformationReleaseConsent }),
    loader: () => preloadRouteQuery<QueryType>(environment, RenterInformationReleaseConsentQuery, {}, 'store-and-network'),
  }];
}
