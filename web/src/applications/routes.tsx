import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import ApplicationsQuery, { type ApplicationsQuery as ApplicationsQueryType } from '../__generated__/ApplicationsQuery.graphql';
import ApplicationPageQuery, { type ApplicationPageQuery as ApplicationPageQueryType } from '../__generated__/ApplicationPageQuery.graphql';
import ApplyForRoomQuery, { type ApplyForRoomQuery as ApplyForRoomQueryType } from '../__generated__/ApplyForRoomQuery.graphql';
import type { RenterConfirmationQuery as RenterConfirmationQueryType } from '../__generated__/RenterConfirmationQuery.graphql';
import { preloadRouteQuery } from '../app/relay/routeQuery';
import { RenterConfirmation, RenterConfirmationQuery } from './RenterConfirmation';

/** Listing ids are short REST ids; anything else is not worth a round trip. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Application ids are numeric REST ids. */
const REST_ID = /^\d{1,10}$/;
/** Every active application is confirmed on one page; nobody has more in play at once. */
const ACTIVE_APPLICATIONS = 50;

/**
 * /listings/id/:id/apply, /applications, /applications/:id and /renter-confirmation. The two screens
 * with card and application forms load their code (react-hook-form, zod) on
 * demand; their query artifacts are imported on their own, so fetching starts
 * while the code loads. Onboarding changes what the lists show from page to
 * page, so they always refetch.
 */
export function applicationRoutes(environment: Environment): RouteObject[] {
  return [
    {
      path: 'listings/id/:id/apply',
      lazy: async () => ({ Component: (await import('./ApplyForRoom')).ApplyForRoom }),
      loader: ({ params }) =>
        PLAUSIBLE_ID.test(params.id ?? '')
          ? preloadRouteQuery<ApplyForRoomQueryType>(environment, ApplyForRoomQuery, { databaseId: params.id! })
          : null,
    },
    {
      path: 'applications',
      lazy: async () => ({ Component: (await import('./Applications')).Applications }),
      loader: () => preloadRouteQuery<ApplicationsQueryType>(environment, ApplicationsQuery, {}, 'store-and-network'),
    },
    {
      // One application, for its applicant; an implausible id asks for nothing and reads "not found".
      path: 'applications/:id',
      lazy: async () => ({ Component: (await import('./page/ApplicationPage')).ApplicationPage }),
      loader: ({ params }) => preloadRouteQuery<ApplicationPageQueryType>(
        environment, ApplicationPageQuery, { databaseId: REST_ID.test(params.id ?? '') ? params.id! : '0' }, 'store-and-network',
      ),
    },
    {
      path: 'renter-confirmation',
      element: <RenterConfirmation />,
      loader: () => preloadRouteQuery<RenterConfirmationQueryType>(environment, RenterConfirmationQuery, { count: ACTIVE_APPLICATIONS }, 'store-and-network'),
    },
  ];
}
