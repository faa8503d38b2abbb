// Relay subscriptions over GraphQL over SSE (graphql-sse, "distinct connections"
// mode: one POST /graphql with `accept: text/event-stream` per subscription),
// which yoga serves on the same endpoint as queries. What is sent is written down
// in app/relay/README.md for the gateway.
import type { RequestParams } from 'graphql-sse';
import { Observable, type GraphQLResponse } from 'relay-runtime';
import type { CredentialStore } from './credentials';
import { requestPayload, type Operation } from './graphqlFetcher';

export interface SubscriberDeps {
  credentials: CredentialStore;
  /** The page the user is on (x-current-website-page, as every query sends). */
  currentPage(): { pathname: string };
  log(event: string, detail: unknown): void;
  fetch?: typeof fetch;
  endpoint?: string;
  /** Waits before a reconnection (tests make it instant). */
  wait?(ms: number): Promise<void>;
  /** Resolves when the browser is back online (resolves at once when it is). */
  online?(): Promise<void>;
}

/** The headers of every connection attempt: read again each time, so a new token is used after a reconnect. */
export function subscriptionHeaders(credentials: CredentialStore, pathname: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-current-website-page': pathname };
  const { token } = credentials.read();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** 1 s, 2 s, 4 s … up to 30 s, ±20 % so that many tabs do not reconnect in step after an outage. */
export function backoffDelay(retries: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** retries);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Whether trying the same request again can help. A lost connection (no status),
 * a stream cut after 200, a timeout, rate limiting or a server error can; a 4xx
 * (refused token, unknown persisted id) will only be refused again.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || (status >= 200 && status < 300) || status === 408 || status === 429 || status >= 500;
}

const reconnectListeners = new Set<() => void>();

/**
 * Called after a subscription's connection came back: events may have been missed
 * meanwhile, so screens refetch what they show (e.g. the ticket being read).
 */
export function onLiveReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

const browserOnline = () =>
  typeof navigator === 'undefined' || navigator.onLine
    ? Promise.resolve()
    : new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

export function createGraphQLSubscriber(deps: SubscriberDeps) {
  const endpoint = deps.endpoint ?? '/graphql';
  const fetchImpl = deps.fetch ?? ((...args: Parameters<typeof fetch>) => window.fetch(...args));
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const online = deps.online ?? browserOnline;

  return function subscribe(operation: Operation, variables: Record<string, unknown>) {
    return Observable.create<GraphQLResponse>((sink) => {
      // One client per subscription (each has its own connection anyway), so the
      // retry policy can see this connection's last status.
      let lastStatus = 0;
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      // graphql-sse loads with the first subscription (signed-in pages only), not with the first screen.
      void import('graphql-sse').then(({ createClient }) => {
        if (closed) return;
        const client = createClient({
          url: endpoint,
          headers: () => subscriptionHeaders(deps.credentials, deps.currentPage().pathname),
          fetchFn: async (input: RequestInfo, init?: RequestInit) => {
            lastStatus = 0;
            const response = await fetchImpl(input, init);
            lastStatus = response.status;
            return response;
          },
          // Keep trying while the failures are worth retrying (see retry below).
          retryAttempts: Number.POSITIVE_INFINITY,
          retry: async (retries) => {
            if (!isRetryableStatus(lastStatus)) throw new Error(`Subscription ${operation.name} refused (HTTP ${lastStatus})`);
            await online();
            await wait(backoffDelay(retries));
          },
          on: {
            connected: (reconnected) => {
              if (reconnected) reconnectListeners.forEach((listener) => listener());
            },
          },
        });
        const dispose = client.subscribe(requestPayload(operation, variables) as unknown as RequestParams, {
          next: (result) => sink.next(result as GraphQLResponse),
          error: (error) => {
            deps.log('subscription_error', { operation: operation.name, error: String(error) });
            sink.error(error instanceof Error ? error : new Error(String(error)));
          },
          complete: () => sink.complete(),
        });
        unsubscribe = () => {
          dispose();
          client.dispose();
        };
      }, (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))));
      // Relay disposes the observable when the component unmounts (useSubscription).
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });
  };
}
