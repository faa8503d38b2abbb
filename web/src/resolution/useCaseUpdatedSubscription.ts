import { useEffect, useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useCaseUpdatedSubscription as SubscriptionType } from '../__generated__/useCaseUpdatedSubscription.graphql';
import { logEvent } from '../shared/log';
import { onLiveReconnected } from '../app/relay/subscriptions';

const subscription = graphql`
  subscription useCaseUpdatedSubscription($caseId: ID!) {
    caseUpdated(caseId: $caseId) {
      eventType
      resolutionCase {
        id
        ...caseLive_case
      }
    }
  }
`;

/**
 * The open case, live: each change (a proposal, an answer, a message) arrives as
 * the whole case re-read with the viewer's token, and Relay merges it by id. After
 * a reconnection `refetch` catches up on what was missed.
 */
export function useCaseUpdatedSubscription(caseDatabaseId: string, refetch: () => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(() => ({
    subscription,
    variables: { caseId: caseDatabaseId },
    onError: (error) => logEvent('case_subscription_failed', String(error)),
  }), [caseDatabaseId]);
  useSubscription<SubscriptionType>(config);
  useEffect(() => onLiveReconnected(refetch), [refetch]);
}
