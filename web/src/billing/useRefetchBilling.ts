import { useCallback } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { BillingQuery as QueryType } from '../__generated__/BillingQuery.graphql';
import BillingQuery from '../__generated__/BillingQuery.graphql';

/**
 * Viewer has no id, so a mutation payload's `viewer` lands in its own record and
 * would not reach the screen. Refetching the screen's query writes the same
 * records the screen reads: new sources, autopay and balances show at once.
 */
export function useRefetchBilling(): () => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback(async () => {
    await fetchQuery<QueryType>(environment, BillingQuery, {}, { fetchPolicy: 'network-only' }).toPromise().catch(() => undefined);
  }, [environment]);
}
