import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import VendorGateQuery, { type VendorGateQuery as GateQueryType } from '../__generated__/VendorGateQuery.graphql';
import VendorOnboardQuery, { type VendorOnboardQuery as OnboardQueryType } from '../__generated__/VendorOnboardQuery.graphql';
import { ComingSoon } from '../app/ComingSoon';
import { preloadRouteQuery } from '../app/relay/routeQuery';
import type { VendorPageHandle } from './vendor/VendorGate';

/** The vendor's main pages (spec §2 "Vendor navigation"); their screens are still to come. */
const GATED_PAGES: Array<[path: string, title: string]> = [
  ['vendor/jobs', 'Available jobs'],
  ['vendor/my-jobs', 'My jobs'],
  ['vendor/dashboard', 'Vendor dashboard'],
  ['vendor/settings', 'Vendor profile'],
];

/**
 * The vendor side: the public /for-vendors page, /vendor/onboard, and the four main
 * pages behind the onboarding gate. The gate is a layout route without a path whose
 * loader preloads VendorGateQuery (store-and-network: finishing onboarding elsewhere
 * opens the pages on the next visit); each page is its child.
 */
export const vendorRoutes = (environment: Environment): RouteObject[] => [
  {
    path: 'for-vendors',
    lazy: async () => ({ Component: (await import('./ForVendors')).ForVendors }),
  },
  {
    path: 'vendor/onboard',
    lazy: async () => ({ Component: (await import('./onboarding/VendorOnboard')).VendorOnboard }),
    loader: () => preloadRouteQuery<OnboardQueryType>(environment, VendorOnboardQuery, {}, 'store-and-network'),
  },
  {
    lazy: async () => ({ Component: (await import('./vendor/VendorGate')).VendorGate }),
    loader: () => preloadRouteQuery<GateQueryType>(environment, VendorGateQuery, {}, 'store-and-network'),
    // Until their screens are built, an open page keeps the placeholder it had.
    children: GATED_PAGES.map(([path, title]) => ({ path, element: <ComingSoon />, handle: { title } satisfies VendorPageHandle })),
  },
];
