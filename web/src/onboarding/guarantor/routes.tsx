import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { GuarantorCompleteQuery as GuarantorCompleteQueryType } from '../../__generated__/GuarantorCompleteQuery.graphql';
import type { GuarantorQuery as GuarantorQueryType } from '../../__generated__/GuarantorQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';
import { Guarantor, GuarantorQuery } from './Guarantor';
import { GuarantorComplete, GuarantorCompleteQuery } from './GuarantorComplete';
import { guarantorQueryVariables } from './inviteLink';

/** /guarantor and /guarantor-complete (spec §2). Statuses change elsewhere (screening, income), so always refetch. */
export function guarantorRoutes(environment: Environment): RouteObject[] {
  return [
    {
      path: 'guarantor',
      element: <Guarantor />,
      loader: ({ request }) =>
        preloadRouteQuery<GuarantorQueryType>(environment, GuarantorQuery, guarantorQueryVariables(new URL(request.url).searchParams), 'store-and-network'),
    },
    {
      path: 'guarantor-complete',
      element: <GuarantorComplete />,
      loader: () => preloadRouteQuery<GuarantorCompleteQueryType>(environment, GuarantorCompleteQuery, {}, 'store-and-network'),
    },
  ];
}
