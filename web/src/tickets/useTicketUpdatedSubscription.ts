import { useEffect, useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useTicketUpdatedSubscription as SubscriptionType } from '../__generated__/useTicketUpdatedSubscription.graphql';
import { logEvent } from '../shared/log';
import { onLiveReconnected } from '../app/relay/subscriptions';

const subscription = graphql`
  subscription useTicketUpdatedSubscription($ticketId: ID!) {
    ticketUpdated(ticketId: $ticketId) {
      id
      ...ticketLive_ticket
    }
  }
`;

/**
 * The open ticket, live: each change arrives as the whole ticket (timeline
 * included) and Relay merges it into the store by id, so the detail and its row
 * in the list change in place. After a reconnection `refetch` catches up on what
 * was missed while the connection was down.
 */
export function useTicketUpdatedSubscription(ticketId: string, refetch: () => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(() => ({
    subscription,
    variables: { ticketId },
    onError: (error) => logEvent('ticket_subscription_failed', String(error)),
  }), [ticketId]);
  useSubscription<SubscriptionType>(config);
  useEffect(() => onLiveReconnected(refetch), [refetch]);
}
