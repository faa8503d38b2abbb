import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router';
import type { VendorGateQuery as QueryType } from '../../__generated__/VendorGateQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { gateStateOf, OnboardingGate } from './OnboardingGate';

export const VendorGateQuery = graphql`
  query VendorGateQuery {
    viewer {
      isGuest
      user {
        profile {
          isServiceProviderOnboardingCompleted
        }
      }
    }
  }
`;

export interface VendorPageHandle {
  title: string;
}

/**
 * The layout route around the vendor's four main pages: its loader preloads
 * VendorGateQuery, and the page itself (the child route) shows only once onboarding
 * is completed.
 */
export function VendorGate() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(VendorGateQuery, queryRef);
  const { pathname } = useLocation();
  const title = (useMatches().at(-1)?.handle as VendorPageHandle | undefined)?.title ?? 'Vendor area';
  const state = gateStateOf({ isGuest: viewer.isGuest, onboardingCompleted: viewer.user?.profile.isServiceProviderOnboardingCompleted });
  return (
    <OnboardingGate state={state} title={title} pathname={pathname}>
      <Outlet />
    </OnboardingGate>
  );
}
