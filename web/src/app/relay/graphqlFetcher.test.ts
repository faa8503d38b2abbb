import { describe, expect, it, vi } from 'vitest';
import type { CredentialStore, Credentials } from './credentials';
import { createGraphQLFetcher, GraphQLRequestError } from './graphqlFetcher';

function token(typ: string): string {
  const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${encode({ alg: 'EdDSA' })}.${encode({ typ, user_role: typ === 'guest' ? undefined : 'tenant' })}.sig`;
}

const GUEST_1 = token('guest') + '1';
const GUEST_2 = token('guest') + '2';
const USER = token('session');
const UNAUTHENTICATED = { errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }], data: null };

/** A gateway stand-in that answers with the queued responses and records every request. */
function setup(initial: Credentials, responses: Array<{ status?: number; body: unknown }>, path = '/listings/id/4') {
  let stored = { ...initial };
  const requests: Array<{ headers: Record<string, string>; body: Record<string, unknown> }> = [];
  const navigations: string[] = [];
  const credentials: CredentialStore = {
    read: () => stored,
    save: ({ token, userId }) => (stored = { token, userId: userId ?? null }),
    clear: () => (stored = { token: null, userId: null }),
  };
  const queue = [...responses];
  const execute = createGraphQLFetcher({
    credentials,
    fetch: (async (_url: string, init: RequestInit) => {
      requests.push({ headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      const next = queue.shift() ?? { body: { data: {} } };
      return new Response(JSON.stringify(next.body), { status: next.status ?? 200 });
    }) as typeof fetch,
    currentPage: () => ({ pathname: path, search: '' }),
    navigate: (url) => navigations.push(url),
    log: () => {},
    guestSessionOperation: { id: 'guest-op', name: 'startGuestSessionMutation' },
  });
  return { execute, requests, navigations, credentials: () => stored };
}

const listingQuery = { id: 'abc123', name: 'ListingDetailQuery' };

describe('the GraphQL network layer', () => {
  it('sends the bearer token, the current page and the persisted operation id', async () => {
    const t = setup({ token: USER, userId: '7' }, [{ body: { data: { listing: null } } }]);
    await expect(t.execute(listingQuery, { databaseId: '4' })).resolves.toEqual({ data: { listing: null } });
    expect(t.requests[0].headers.authorization).toBe(`Bearer ${USER}`);
    expect(t.requests[0].headers['x-current-website-page']).toBe('/listings/id/4');
    expect(t.requests[0].body).toEqual({
      operationName: 'ListingDetailQuery',
      variables: { databaseId: '4' },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc123' } },
    });
  });

  it('without a token, starts a guest session first and keeps its token', async () => {
    const t = setup({ token: null, userId: null }, [
      { body: { data: { startGuestSession: { token: GUEST_1 } } } },
      { body: { data: { viewer: {} } } },
    ]);
    await t.execute(listingQuery, {});
    expect(t.requests[0].headers.authorization).toBeUndefined();
    expect(t.requests[0].body.extensions).toEqual({ persistedQuery: { version: 1, sha256Hash: 'guest-op' } });
    expect(t.requests[1].headers.authorization).toBe(`Bearer ${GUEST_1}`);
    expect(t.credentials()).toEqual({ token: GUEST_1, userId: null });
  });

  it('retries a refused guest call once with a fresh guest token', async () => {
    const t = setup({ token: GUEST_1, userId: null }, [
      { body: UNAUTHENTICATED },
      { body: { data: { startGuestSession: { token: GUEST_2 } } } },
      { body: { data: { ok: true } } },
    ]);
    await expect(t.execute(listingQuery, {})).resolves.toEqual({ data: { ok: true } });
    expect(t.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${GUEST_1}`, undefined, `Bearer ${GUEST_2}`]);
  });

  it('gives up after the one retry', async () => {
    const t = setup({ token: GUEST_1, userId: null }, [
      { body: UNAUTHENTICATED },
      { body: { data: { startGuestSession: { token: GUEST_2 } } } },
      { body: UNAUTHENTICATED },
    ]);
    await expect(t.execute(listingQuery, {})).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(t.requests).toHaveLength(3);
  });

  it('a refused user token clears the credentials and sends the user to log in', async () => {
    const t = setup({ token: USER, userId: '7' }, [{ status: 401, body: UNAUTHENTICATED }], '/saved-listings');
    void t.execute(listingQuery, {});
    await vi.waitFor(() => expect(t.navigations).toHaveLength(1));
    expect(t.credentials()).toEqual({ token: null, userId: null });
    expect(t.navigations).toEqual(['/login?desired_page=%2Fsaved-listings']);
  });

  it('an unreadable token cookie on a signed-in page is cleared and the user sent to log in', async () => {
    const t = setup({ token: 'not-a-jwt', userId: null }, [{ status: 401, body: UNAUTHENTICATED }], '/billing');
    void t.execute(listingQuery, {});
    await vi.waitFor(() => expect(t.navigations).toHaveLength(1));
    expect(t.credentials()).toEqual({ token: null, userId: null });
    expect(t.navigations).toEqual(['/login?desired_page=%2Fbilling']);
    expect(t.requests).toHaveLength(1);
  });

  it('an unreadable token cookie on a public page is replaced by a guest token and the page loads', async () => {
    const t = setup({ token: 'not-a-jwt', userId: '7' }, [
      { status: 401, body: UNAUTHENTICATED },
      { body: { data: { startGuestSession: { token: GUEST_1 } } } },
      { body: { data: { listing: null } } },
    ], '/listings/id/4');
    await expect(t.execute(listingQuery, {})).resolves.toEqual({ data: { listing: null } });
    expect(t.navigations).toEqual([]);
    expect(t.credentials()).toEqual({ token: GUEST_1, userId: null });
  });

  it('under /vendor the user is sent to the vendor login', async () => {
    const t = setup({ token: USER, userId: '7' }, [{ body: UNAUTHENTICATED }], '/vendor/jobs');
    void t.execute(listingQuery, {});
    await vi.waitFor(() => expect(t.navigations).toHaveLength(1));
    expect(t.navigations).toEqual(['/vendor-login?desired_page=%2Fvendor%2Fjobs']);
  });

  it('forbidden_as_impersonate_user reaches the caller and keeps the user signed in', async () => {
    const body = { data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED', v20Code: 'forbidden_as_impersonate_user' } }] };
    const t = setup({ token: USER, userId: '7' }, [{ status: 401, body }]);
    const error = await t.execute(listingQuery, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).body).toEqual(body);
    expect(t.navigations).toEqual([]);
    expect(t.credentials().token).toBe(USER);
  });

  it('logOut failures do not trigger a redirect', async () => {
    const t = setup({ token: USER, userId: '7' }, [{ body: UNAUTHENTICATED }]);
    await expect(t.execute({ id: 'x', name: 'logOut' }, {}, { authRecovery: false })).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(t.navigations).toEqual([]);
  });

  it('other failures reject with the status code and the body', async () => {
    const t = setup({ token: USER, userId: '7' }, [{ status: 503, body: { errors: [{ message: 'Upstream down' }] } }]);
    const error = (await t.execute(listingQuery, {}).catch((e: unknown) => e)) as GraphQLRequestError;
    expect(error.status).toBe(503);
    expect(error.message).toContain('Upstream down');
  });
});
