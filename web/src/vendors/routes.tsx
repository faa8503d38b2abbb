import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import VendorGateQuery, { type VendorGateQuery as GateQueryType } from '../__generated__/VendorGateQuery.graphql';
import AvailableJobsQuery, { type AvailableJobsQuery as JobsQueryType } from '../__generated__/AvailableJobsQuery.graphql';
import MyJobsQuery, { type MyJobsQuery as MyJobsQueryType } from '../__generated__/MyJobsQuery.graphql';
import VendorDashboardQuery, { type VendorDashboardQuery as DashboardQueryType } from '../__generated__/VendorDashboardQuery.graphql';
import VendorOnboardQuery, { type VendorOnboardQuery as OnboardQueryType } from '../__generated__/VendorOnboardQuery.graphql';
import VendorSettingsQuery, { type VendorSettingsQuery as SettingsQueryType } from '../__generated__/VendorSettingsQuery.graphql';
import AcceptInviteQuery, { type AcceptInviteQuery as AcceptQueryType } from '../__generated__/AcceptInviteQuery.graphql';
import { preloadRouteQuery } from '../app/relay/routeQuery';
import { JobsLoadError } from './jobs/JobsLoadError';
import type { VendorPageHandle } from './vendor/VendorGate';

/** The job screens behind the gate, each preloading its query (filters of /vendor/jobs from the URL). */
const jobRoutes = (environment: Environment): RouteObject[] => [
  {
    path: 'vendor/jobs',
    handle: { title: 'Available jobs' } satisfies VendorPageHandle,
    errorElement: <JobsLoadError />,
    lazy: async () => ({ Component: (await import('./jobs/AvailableJobs')).AvailableJobs }),
    loader: async ({ request }) => preloadRouteQuery<JobsQueryType>(environment, AvailableJobsQuery,
      (await import('./jobs/jobFilters')).gatewayJobFilters(new URL(request.url).searchParams), 'store-and-network'),
  },
  {
    path: 'vendor/my-jobs',
    handle: { title: 'My jobs' } satisfies VendorPageHandle,
    errorElement: <JobsLoadError />,
    lazy: async () => ({ Component: (await import('./myJobs/MyJobs')).MyJobs }),
    loader: () => preloadRouteQuery<MyJobsQueryType>(environment, MyJobsQuery, {}, 'store-and-network'),
  },
  {
    path: 'vendor/dashboard',
    handle: { title: 'Vendor dashboard' } satisfies VendorPageHandle,
    errorElement: <JobsLoadError />,
    lazy: async () => ({ Component: (await import('./myJobs/VendorDashboard')).VendorDashboard }),
    loader: () => preloadRouteQuery<DashboardQueryType>(environment, VendorDashboardQuery, {}, 'store-and-network'),
  },
  {
    path: 'vendor/settings',
    handle: { title: 'Vendor profile' } satisfies VendorPageHandle,
    errorElement: <JobsLoadError />,
    lazy: async () => ({ Component: (await import('./settings/VendorSettings')).VendorSettings }),
    loader: () => preloadRouteQuery<SettingsQueryType>(environment, VendorSettingsQuery, {}, 'store-and-network'),
  },
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
    // The link of an invitation email; outside the gate: the invited person has no company yet.
    path: 'vendor/accept-invite',
    lazy: async () => ({ Component: (await import('./settings/AcceptInvite')).AcceptInvite }),
    loader: () => preloadRouteQuery<AcceptQueryType>(environment, AcceptInviteQuery, {}, 'network-only'),
  },
  {
    path: 'vendor/onboard',
    lazy: async () => ({ Component: (await import('./onboarding/VendorOnboard')).VendorOnboard }),
    loader: () => preloadRouteQuery<OnboardQueryType>(environment, VendorOnboardQuery, {}, 'store-and-network'),
  },
  {
    lazy: async () => ({ Component: (await import('./vendor/VendorGate')).VendorGate }),
    loader: () => preloadRouteQuery<GateQueryType>(environment, VendorGateQuery, {}, 'store-and-network'),
    children: jobRoutes(environment),
  },
];
