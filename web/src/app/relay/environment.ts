import { Environment, getRequest, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Subscription } from 'relay-runtime';
import { logEvent } from '../../shared/log';
import { browserCredentials } from './credentials';
import { createGraphQLFetcher } from './graphqlFetcher';
import { startGuestSessionMutation } from './startGuestSession';

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

  // Live updates (ticketUpdated, notificationAdded) over SSE, sent like queries: persisted id,
  // token, page. Their code loads with the first subscription: a guest's first screen has none.
  let subscriber: Promise<ReturnType<typeof import('./subscriptions').createGraphQLSubscriber>> | null = null;
  const subscribe = (params: RequestParameters, variables: Record<string, unknown>) =>
    Observable.create<GraphQLResponse>((sink) => {
      let subscription: Subscription | null = null;
      let closed = false;
      subscriber ??= import('./subscriptions').then(({ createGraphQLSubscriber }) => createGraphQLSubscriber({
        credentials: browserCredentials,
        currentPage: () => ({ pathname: window.location.pathname }),
        log: logEvent,
      }));
      subscriber.then((start) => {
        if (!closed) subscription = start(params as never, variables).subscribe(sink);
      }, (err: Error) => sink.error(err));
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
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
