import { Environment, getRequest, Network, RecordSource, Store, type RequestParameters } from 'relay-runtime';
import { logEvent } from '../../shared/log';
import { browserCredentials } from './credentials';
import { createGraphQLFetcher } from './graphqlFetcher';
import { startGuestSessionMutation } from './startGuestSession';
import { createGraphQLSubscriber } from './subscriptions';

export function createRelayEnvironment(): Environment {
  // Several queries of one page can be refused together (the page's and the banner's):
  // the second identical navigation would abort the first, so each address is left for once.
  let leavingFor: string | null = null;
  const navigate = (url: string) => {
    if (leavingFor === url) return;
    leavingFor = url;
    window.location.assign(url);
  };
  const execute = createGraphQLFetcher({
    fetch: (...args) => window.fetch(...args),
    credentials: browserCredentials,
    currentPage: () => ({ pathname: window.location.pathname, search: window.location.search }),
    navigate,
    log: logEvent,
    guestSessionOperation: getRequest(startGuestSessionMutation).params as RequestParameters,
  });

  // Live updates (ticketUpdated, notificationAdded) over SSE, sent like queries: persisted id, token, page.
  const subscribe = createGraphQLSubscriber({
    credentials: browserCredentials,
    currentPage: () => ({ pathname: window.location.pathname }),
    log: logEvent,
  });

  const network = Network.create(
    (params, variables, cacheConfig) =>
      execute(params, variables, { authRecovery: cacheConfig?.metadata?.authRecovery !== false }) as never,
    (params, variables) => subscribe(params, variables),
  );

  return new Environment({
    network,
    // Keeps the last few released queries so going back to a page renders at once.
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}
