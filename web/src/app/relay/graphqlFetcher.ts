// The one way the web talks to the gateway: POST /graphql with the bearer token
// and the current page, plus the session rules of spec §4, §6 and §8.
import { isPublicPage } from './publicPages';
import { decideAuthRecovery, sentTokenKind, type GraphQLErrorLike } from './authRecovery';
import type { CredentialStore } from './credentials';
import { loginUrlFor } from './loginRedirect';

export interface Operation {
  /** Persisted-operation id (sha256 of the text), from the Relay compiler. */
  id?: string | null;
  text?: string | null;
  name: string;
}

export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorLike[];
}

export interface FetcherDeps {
  fetch: typeof fetch;
  credentials: CredentialStore;
  /** The page the user is on, forwarded to v20 as currentWebsitePage. */
  currentPage(): { pathname: string; search: string };
  /** A full page load (used to send a signed-out user to log in). */
  navigate(url: string): void;
  log(event: string, detail: unknown): void;
  /** The startGuestSession mutation (its artifact is compiled by Relay). */
  guestSessionOperation: Operation;
  endpoint?: string;
}

/** A failed call: the status code and the response body, as spec §8 asks. */
export class GraphQLRequestError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(describe(status, body));
    this.name = 'GraphQLRequestError';
  }
}

function describe(status: number, body: unknown): string {
  const errors = (body as GraphQLResponse | null)?.errors;
  const message = errors?.map((e) => e.message).join('; ');
  return `GraphQL request failed (${status})${message ? `: ${message}` : ''}`;
}

/**
 * The gateway accepts only persisted operations from the web (ARCHITECTURE:
 * persisted operations), so we send the compiler's id, never the text.
 */
export function requestBody(operation: Operation, variables: Record<string, unknown>): string {
  return JSON.stringify(requestPayload(operation, variables));
}

/** The body as an object; subscriptions (relay/subscriptions.ts) send the very same. */
export function requestPayload(operation: Operation, variables: Record<string, unknown>): Record<string, unknown> {
  if (operation.id) {
    return {
      operationName: operation.name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
    };
  }
  return { operationName: operation.name, query: operation.text, variables };
}

export interface ExecuteOptions {
  /** false for calls whose failure must not sign the user out (logOut). */
  authRecovery?: boolean;
}

export function createGraphQLFetcher(deps: FetcherDeps) {
  const endpoint = deps.endpoint ?? '/graphql';
  let pendingGuestToken: Promise<string> | null = null;

  async function post(operation: Operation, variables: Record<string, unknown>, token: string | null) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'x-current-website-page': deps.currentPage().pathname,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await deps.fetch(endpoint, { method: 'POST', headers, body: requestBody(operation, variables), credentials: 'same-origin' });
    const body = (await response.json().catch(() => null)) as GraphQLResponse | null;
    return { status: response.status, body };
  }

  /** Parallel first requests share one guest session. */
  function freshGuestToken(): Promise<string> {
    pendingGuestToken ??= (async () => {
      const { status, body } = await post(deps.guestSessionOperation, {}, null);
      const token = (body?.data?.startGuestSession as { token?: string } | undefined)?.token;
      if (!token) throw new GraphQLRequestError(status, body);
      deps.credentials.save({ token, userId: null });
      return token;
    })().finally(() => {
      pendingGuestToken = null;
    });
    return pendingGuestToken;
  }

  return async function execute(operation: Operation, variables: Record<string, unknown>, options: ExecuteOptions = {}): Promise<GraphQLResponse> {
    let token = deps.credentials.read().token ?? (await freshGuestToken());
    let retried = false;
    for (;;) {
      const { status, body } = await post(operation, variables, token);
      const recovery =
        options.authRecovery === false
          ? { kind: 'none' as const }
          : decideAuthRecovery({
            errors: body?.errors, httpStatus: status, sentToken: sentTokenKind(token), alreadyRetried: retried,
            pageIsPublic: isPublicPage(deps.currentPage().pathname),
          });
      if (recovery.kind === 'retry-as-guest') {
        retried = true;
        token = await freshGuestToken();
        continue;
      }
      if (recovery.kind === 'sign-in') {
        deps.credentials.clear();
        const page = deps.currentPage();
        deps.navigate(loginUrlFor(page.pathname, page.search));
        // The page is being replaced: never settle, so nothing renders an error meanwhile.
        return new Promise<GraphQLResponse>(() => {});
      }
      if (recovery.kind === 'pass-to-caller') {
        // The caller sees the error and its v20Code; the user stays signed in.
        if (body?.data != null) return body;
        throw new GraphQLRequestError(status, body);
      }
      if (status >= 400 || !body || body.data == null) {
        if (status !== 401) deps.log('api_error', { operation: operation.name, status, body });
        throw new GraphQLRequestError(status, body);
      }
      return body;
    }
  };
}
