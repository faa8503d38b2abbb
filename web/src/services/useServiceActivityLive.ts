import { useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import ServiceActivityDetailQuery from '../__generated__/ServiceActivityDetailQuery.graphql';
import type { useServiceActivityLiveSubscription as SubscriptionType } from '../__generated__/useServiceActivityLiveSubscription.graphql';
import { onLiveReconnected } from '../app/relay/subscriptions';
import { logEvent } from '../shared/log';

const subscription = graphql`
  subscription useServiceActivityLiveSubscription($id: ID) {
    serviceActivityUpdated(id: $id) { id ...ServiceActivityDetail_activity ...ServiceActivityRow_activity }
  }
`;

/**
 * One job, live: each change (accepted, scheduled, handed in …) arrives as the
 * whole job and Relay merges it by id, so the page and its actions follow the
 * vendor without a reload. After a reconnection the job is read again.
 */
export function useServiceActivityLive(id: string): void {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(() => ({
    subscription,
    variables: { id },
    onError: (error) => logEvent('service_activity_subscription_failed', String(error)),
  }), [id]);
  useSubscription<SubscriptionType>(config);
  useEffect(() => onLiveReconnected(() => {
    fetchQuery(environment, ServiceActivityDetailQuery, { id }, { fetchPolicy: 'network-only' }).subscribe({});
  }), [environment, id]);
}

/** Every job the viewer sees, live: `onChange` runs on each change (a list refetches for new jobs). */
export function useServiceActivitiesLive(onChange: () => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(() => ({
    subscription,
    variables: { id: null },
    onNext: () => onChange(),
    onError: (error) => logEvent('service_activities_subscription_failed', String(error)),
  }), [onChange]);
  useSubscription<SubscriptionType>(config);
  useEffect(() => onLiveReconnected(onChange), [onChange]);
}
