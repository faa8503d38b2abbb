import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import BillingQuery, { type BillingQuery as BillingQueryType } from '../__generated__/BillingQuery.graphql';
import ReceiptQuery, { type ReceiptQuery as ReceiptQueryType } from '../__generated__/ReceiptQuery.graphql';
import RentersInsuranceQuery, { type RentersInsuranceQuery as RentersInsuranceQueryType } from '../__generated__/RentersInsuranceQuery.graphql';
import { preloadRouteQuery } from '../app/relay/routeQuery';

/** Invoice ids are Relay global ids (base64) or REST ids. */
const PLAUSIBLE_ID = /^[A-Za-z0-9=_-]{1,128}$/;

/** /billing and its printable receipts. Money changes under the tenant (autopay, retries): always refetch. */
export const billingRoutes = (environment: Environment): RouteObject[] => [
  {
    path: 'billing',
    lazy: async () => ({ Component: (await import('./Billing')).Billing }),
    loader: () => preloadRouteQuery<BillingQueryType>(environment, BillingQuery, {}, 'store-and-network'),
  },
  {
    path: 'billing/renters-insurance',
    lazy: async () => ({ Component: (await import('./insurance/RentersInsurance')).RentersInsurance }),
    loader: () => preloadRouteQuery<RentersInsuranceQueryType>(environment, RentersInsuranceQuery, {}, 'store-and-network'),
  },
  {
    path: 'billing/receipts/:id',
    lazy: async () => ({ Component: (await import('./Receipt')).Receipt }),
    loader: ({ params }) => (PLAUSIBLE_ID.test(params.id ?? '')
      ? preloadRouteQuery<ReceiptQueryType>(environment, ReceiptQuery, { id: params.id! }, 'store-and-network')
      : null),
  },
];
