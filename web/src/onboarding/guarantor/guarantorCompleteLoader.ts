import { fetchQuery, type PreloadedQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import ConnectionScreeningQuery, { type ConnectionScreeningQuery as ConnectionScreeningQueryType } from '../../__generated__/ConnectionScreeningQuery.graphql';
import GuarantorCompleteQuery, { type GuarantorCompleteQuery as GuarantorCompleteQueryType } from '../../__generated__/GuarantorCompleteQuery.graphql';
import { preloadRouteQuery } from '../../app/relay/routeQuery';
import { chooseConnection } from './chooseConnection';
import { guarantorSteps } from './guarantorStatus';

/** What /guarantor-complete's loader gives its screen. */
export interface GuarantorCompleteData {
  page: PreloadedQuery<GuarantorCompleteQueryType>;
  /**
   * The screening of the connection the page shows, when that connection's open step
   * is the screening; null otherwise. It can start only once the page's query says
   * which connection that is, so it is a promise the screening step waits for.
   */
  screening: Promise<PreloadedQuery<ConnectionScreeningQueryType> | null>;
}

/**
 * The page's query, and the screening query as soon as the page's answer names the
 * connection (the same rule as the screen: chooseConnection, then its first open
 * step). The second read of the page's query shares the request of the first
 * (Relay dedupes identical in-flight requests), so it costs no extra call.
 */
export function loadGuarantorComplete(environment: Environment, wantedConnectionId: string | null): GuarantorCompleteData {
  const page = preloadRouteQuery<GuarantorCompleteQueryType>(environment, GuarantorCompleteQuery, {}, 'store-and-network');
  const screening = fetchQuery<GuarantorCompleteQueryType>(environment, GuarantorCompleteQuery, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .then((data) => {
      const connection = data ? chooseConnection(data.viewer.guarantorConnectionsAsGuarantor, wantedConnectionId) : null;
      const openStep = connection ? guarantorSteps(connection.status).find((step) => !step.done)?.key : undefined;
      return connection && openStep === 'screening'
        ? preloadRouteQuery<ConnectionScreeningQueryType>(environment, ConnectionScreeningQuery, { guarantorConnectionId: connection.databaseId }, 'network-only')
        : null;
    })
    // The page's own query reports a failure; the screening step then loads on its own.
    .catch(() => null);
  return { page, screening };
}
