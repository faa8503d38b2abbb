import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import DigestPageQuery, { type DigestPageQuery as QueryType } from '../__generated__/DigestPageQuery.graphql';
import { preloadRouteQuery } from '../app/relay/routeQuery';

/** /digest/:id (spec §7, docs/digests.md): the page each digest mail links to. */
export const digestRoutes = (environment: Environment): RouteObject[] => [{
  path: 'digest/:id',
  lazy: async () => ({ Component: (await import('./DigestPage')).DigestPage }),
  loader: ({ params }) => (/^[1-9][0-9]{0,9}$/.test(params.id ?? '')
    ? preloadRouteQuery<QueryType>(environment, DigestPageQuery, { id: params.id! }, 'store-and-network')
    : null),
}];
