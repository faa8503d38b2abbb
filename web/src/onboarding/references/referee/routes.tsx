import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import ReferenceFormQuery, { type ReferenceFormQuery as ReferenceFormQueryType } from '../../../__generated__/ReferenceFormQuery.graphql';
import { preloadRouteQuery } from '../../../app/relay/routeQuery';

/** /landlord-reference-form?token= (public). Each visit asks again: a link may have been used meanwhile. */
export function referenceFormRoutes(environment: Environment): RouteObject[] {
  return [{
    path: 'landlord-reference-form',
    lazy: async () => ({ Component: (await import('./ReferenceForm')).ReferenceForm }),
    loader: ({ request }) => {
      const token = new URL(request.url).searchParams.get('token');
      return token ? preloadRouteQuery<ReferenceFormQueryType>(environment, ReferenceFormQuery, { token }, 'network-only') : null;
    },
  }];
}
