import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { GuarantorQuery as GuarantorQueryType } from '../../__generated__/GuarantorQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';
import { Guarantor, GuarantorQuery } from './Guarantor';
import { GuarantorComplete } from './GuarantorComplete';
import { loadGuarantorComplete } from './guarantorCompleteLoader';
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
      // The page's query, then the screening of the connection it shows (guarantorCompleteLoader.ts).
      loader: ({ request }) => loadGuarantorComplete(environment, new URL(request.url).searchParams.get('connection_id')),
    },
  ];
}
