import { describe, expect, it, vi } from 'vitest';
import { createExplorerFetcher } from './explorerFetcher';

describe('the explorer fetcher', () => {
  it('posts the operation text with the session token read at each request', async () => {
    let token = 'first-token';
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { viewer: { isStaff: true } } }), { status: 200 }));
    const fetcher = createExplorerFetcher({
      credentials: { read: () => ({ token, userId: '1' }), save: () => undefined, clear: () => undefined },
      fetch: fetch as unknown as typeof globalThis.fetch,
      currentPage: () => '/developers/explorer',
    });
    expect(await fetcher({ query: '{ viewer { isStaff } }' })).toEqual({ data: { viewer: { isStaff: true } } });
    token = 'second-token';
    await fetcher({ query: '{ viewer { isStaff } }', operationName: null });
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]![0]).toBe('/graphql');
    expect(JSON.parse(String(calls[0]![1].body))).toEqual({ query: '{ viewer { isStaff } }' });
    expect((calls[0]![1].headers as Record<string, string>).authorization).toBe('Bearer first-token');
    expect((calls[1]![1].headers as Record<string, string>).authorization).toBe('Bearer second-token');
    expect((calls[1]![1].headers as Record<string, string>)['x-current-website-page']).toBe('/developers/explorer');
    // The gateway runs text from a web session only when it says it comes from the explorer.
    expect((calls[1]![1].headers as Record<string, string>)['x-hearth-explorer']).toBe('1');
  });

  it('reports an answer that is not JSON as a GraphQL error', async () => {
    const fetcher = createExplorerFetcher({
      credentials: { read: () => ({ token: null, userId: null }), save: () => undefined, clear: () => undefined },
      fetch: (async () => new Response('bad gateway', { status: 502 })) as unknown as typeof globalThis.fetch,
      currentPage: () => '/',
    });
    expect(await fetcher({ query: '{ __typename }' })).toEqual({ errors: [{ message: 'The gateway answered 502 without a GraphQL body.' }] });
  });
});
