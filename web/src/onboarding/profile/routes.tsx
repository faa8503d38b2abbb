import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import CreateProfileQuery, { type CreateProfileQuery as CreateProfileQueryType } from '../../__generated__/CreateProfileQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';

/** /create-profile. The form code loads on demand; the query starts at once. */
export function profileRoutes(environment: Environment): RouteObject[] {
  return [{
    path: 'create-profile',
    lazy: async () => ({ Component: (await import('./CreateProfile')).CreateProfile }),
    loader: () => preloadRouteQuery<CreateProfileQueryType>(environment, CreateProfileQuery, {}, 'store-and-network'),
  }];
}
