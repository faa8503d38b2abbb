// GraphiQL's fetcher: operation text sent with the signed-in session's own token,
// read at every request like the web's Relay network does. There is no header to
// paste. The explorer header asks the gateway to run text for this session, metered
// like an API token (docs/partners.md "The API explorer").
import type { CredentialStore } from '../../app/relay/credentials';

export interface ExplorerParams {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

export function createExplorerFetcher(deps: { credentials: CredentialStore; fetch: typeof fetch; endpoint?: string; currentPage(): string }) {
  return async (params: ExplorerParams): Promise<unknown> => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'x-current-website-page': deps.currentPage(),
      'x-hearth-explorer': '1',
    };
    const { token } = deps.credentials.read();
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await deps.fetch(deps.endpoint ?? '/graphql', {
      method: 'POST', headers, credentials: 'same-origin',
      body: JSON.stringify({ query: params.query, operationName: params.operationName ?? undefined, variables: params.variables ?? undefined }),
    });
    // GraphiQL shows whatever came back, errors included; a body that is not JSON is reported as such.
    return response.json().catch(() => ({ errors: [{ message: `The gateway answered ${response.status} without a GraphQL body.` }] }));
  };
}
