import { describe, expect, it } from 'vitest';
import type { CredentialStore } from './credentials';
import { backoffDelay, createGraphQLSubscriber, isRetryableStatus } from './subscriptions';

const credentials = (token: string | null): CredentialStore => ({ read: () => ({ token, userId: null }), save: () => {}, clear: () => {} });

const sse = (events: string) =>
  new Response(new Blob([events]).stream(), { status: 200, headers: { 'content-type': 'text/event-stream' } });

const NEXT = `event: next\ndata: ${JSON.stringify({ data: { notificationAdded: { unreadCount: 3 } } })}\n\nevent: complete\ndata:\n\n`;

function setup(answers: Array<() => Response>) {
  const requests: Array<{ headers: Record<string, string>; body: Record<string, unknown> }> = [];
  const waits: number[] = [];
  const subscribe = createGraphQLSubscriber({
    credentials: credentials('tok'),
    currentPage: () => ({ pathname: '/manager/service' }),
    log: () => {},
    fetch: (async (_url: string, init: RequestInit) => {
      requests.push({ headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }) as typeof fetch,
    wait: async (ms) => void waits.push(ms),
    online: async () => {},
  });
  const run = () =>
    new Promise<{ results: unknown[]; error: unknown }>((resolve) => {
      const results: unknown[] = [];
      subscribe({ id: 'sub-id', name: 'NotificationBellSubscription' }, {}).subscribe({
        next: (r) => results.push(r),
        complete: () => resolve({ results, error: null }),
        error: (error: unknown) => resolve({ results, error }),
      });
    });
  return { run, requests, waits };
}

describe('subscriptions over SSE', () => {
  it('sends the persisted id (never the text), the bearer token and the current page, and asks for an event stream', async () => {
    const t = setup([() => sse(NEXT)]);
    const { results } = await t.run();
    expect(results).toEqual([{ data: { notificationAdded: { unreadCount: 3 } } }]);
    expect(t.requests[0].body).toEqual({
      operationName: 'NotificationBellSubscription',
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: 'sub-id' } },
    });
    expect(t.requests[0].headers).toMatchObject({
      authorization: 'Bearer tok',
      'x-current-website-page': '/manager/service',
      accept: 'text/event-stream',
    });
  });

  it('reconnects with backoff after the network drops', async () => {
    const fail = () => {
      throw new TypeError('Failed to fetch');
    };
    const t = setup([fail, fail, () => sse(NEXT)]);
    const { results, error } = await t.run();
    expect(error).toBeNull();
    expect(results).toHaveLength(1);
    expect(t.requests).toHaveLength(3);
    expect(t.waits).toHaveLength(2);
  });

  it('gives up at once when the gateway refuses the request (4xx)', async () => {
    const t = setup([() => new Response('{}', { status: 400 }), () => sse(NEXT)]);
    const { error } = await t.run();
    expect(String(error)).toMatch(/refused \(HTTP 400\)/);
    expect(t.requests).toHaveLength(1);
  });

  it('backs off exponentially up to 30 s, with jitter', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(8000);
    expect(backoffDelay(10, () => 0.5)).toBe(30000);
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(backoffDelay(0, () => 1)).toBe(1200);
  });

  it.each([[0, true], [200, true], [503, true], [429, true], [401, false], [400, false], [404, false]])('status %i retryable: %s', (status, expected) => {
    expect(isRetryableStatus(status)).toBe(expected);
  });
});
