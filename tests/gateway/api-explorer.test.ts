import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

// The API explorer (/developers/explorer) on a gateway as deployed: a signed-in
// session that says it comes from the explorer may send operation text, metered by
// the same bucket as an API token; the web app's own requests stay persisted-only.
const BUDGET = 12;
const QUERY = '{ viewer { isGuest currentRole } listings(first: 2) { edges { node { title } } } }';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ NODE_ENV: 'production', GATEWAY_PARTNER_BUDGET: String(BUDGET), GATEWAY_PARTNER_RESTORE_RATE: '1' });
});
afterAll(() => stack?.close());

async function post(query: string, token: string, explorer = true) {
  const res = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', authorization: `Bearer ${token}`,
      ...(explorer ? { 'x-hearth-explorer': '1' } : {}),
    },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, any> }[]; extensions?: { cost?: any } };
  return { status: res.status, headers: res.headers, ...body };
}

async function apiPost(path: string, token?: string) {
  const res = await fetch(`${stack.api.url}/v20${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: '{}',
  });
  const text = await res.text();
  return (text ? JSON.parse(text) : {}) as Record<string, any>;
}

describe('the API explorer on a signed-in session', () => {
  it('runs a manager\'s operation text and reports its cost against the budget', async () => {
    const manager = await stack.tokenFor('manager');
    const first = await post(QUERY, manager);
    expect(first.errors).toBeUndefined();
    expect(first.data).toMatchObject({ viewer: { isGuest: false, currentRole: 'MANAGER' } });
    expect(first.extensions?.cost?.throttleStatus).toMatchObject({ maximumAvailable: BUDGET });
    expect(first.headers.get('ratelimit-limit')).toBe(String(BUDGET));
    const second = await post(QUERY, manager);
    expect(second.extensions!.cost.throttleStatus.currentlyAvailable).toBeLessThan(first.extensions!.cost.throttleStatus.currentlyAvailable);
  });

  it('throttles a session that loops, with 429 THROTTLED, like an API token', async () => {
    const tenant = await stack.tokenFor('tenant');
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < BUDGET * 2 && !refused; i += 1) {
      const res = await post(QUERY, tenant);
      if (res.status !== 200) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('still refuses operation text from a session without the explorer header, from a guest, and after logout', async () => {
    const manager = await stack.tokenFor('manager');
    const plain = await post(QUERY, manager, false);
    expect(plain.data ?? null).toBeNull();
    expect(plain.errors?.[0]?.message).toMatch(/persisted/i);

    const guest = (await apiPost('/g/session')).token as string;
    const asGuest = await post(QUERY, guest);
    expect(asGuest.data ?? null).toBeNull();
    expect(asGuest.errors?.[0]?.message).toMatch(/persisted/i);

    const leaving = await stack.tokenFor('manager');
    expect((await post(QUERY, leaving)).errors).toBeUndefined();
    await apiPost('/logout', leaving);
    const after = await post(QUERY, leaving);
    expect(after.data ?? null).toBeNull();
  });

  it('keeps introspection closed to the explorer (its docs are the published schema), and does not meter staff', async () => {
    const manager = await stack.tokenFor('manager');
    const introspect = await post('{ __schema { queryType { name } } }', manager);
    expect(introspect.errors?.[0]?.extensions?.code).toBe('INTROSPECTION_DISABLED');
    const staff = await stack.tokenFor('staff');
    const asStaff = await post(QUERY, staff);
    expect(asStaff.errors).toBeUndefined();
    expect(asStaff.extensions?.cost).toBeUndefined();
    expect(asStaff.headers.get('ratelimit-limit')).toBeNull();
  });
});
