import { useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import StaffResolutionCaseQuery from '../../__generated__/StaffResolutionCaseQuery.graphql';
import type { useStaffCaseLiveSubscription as SubscriptionType } from '../../__generated__/useStaffCaseLiveSubscription.graphql';
import { logEvent } from '../../shared/log';
import { onLiveReconnected } from '../../app/relay/subscriptions';
import { caseGlobalId } from '../caseWords';

const subscription = graphql`
  subscription useStaffCaseLiveSubscription($caseId: ID!) {
    caseUpdated(caseId: $caseId) { resolutionCase { ...StaffResolutionCase_case } }
  }
`;

/**
 * The open case, live: a proposal, an answer or a message from either party
 * arrives as the whole case and Relay merges it by id, so staff never act on a
 * stale page. After a reconnection the case is read again to catch up.
 */
export function useStaffCaseLive(caseDatabaseId: string): void {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(() => ({
    subscription,
    variables: { caseId: caseDatabaseId },
    onError: (error) => logEvent('staff_case_subscription_failed', String(error)),
  }), [caseDatabaseId]);
  useSubscription<SubscriptionType>(config);
  useEffect(() => onLiveReconnected(() => {
    fetchQuery(environment, StaffResolutionCaseQuery, { id: caseGlobalId(caseDatabaseId) }, { fetchPolicy: 'network-only' }).subscribe({});
  }), [environment, caseDatabaseId]);
}
