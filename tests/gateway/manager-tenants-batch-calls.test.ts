// The manager's Tenants page at scale (issue 17): a page of 100 homes holds a few hundred
// applications, and each of their parts (applicant, screening, compatibility, renters
// insurance, lease) is one batch read of up to 500 ids, so the page costs the v20 calls
// of a page of 10 homes. The screen's own operation is sent, by hash, as the web sends it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUsers, seedTenants } from '../../bench/list-data.js';
import { startStack, type Stack } from './harness.js';

const SCREEN = 'ManagerTenantsHomesPaginationQuery';
const APPLICATIONS = 300;

let stack: Stack;
let manager: string;
beforeAll(async () => {
  stack = await startStack();
  manager = await stack.tokenFor('manager', 'manager');
  const db = stack.api.deps.database.db;
  // Set-based: the demo tenant's applications in the manager's free bedrooms, sent to the manager.
  await seedTenants(db, await listUsers(db), APPLICATIONS);
});
afterAll(() => stack?.close());

const persistedId = /"id": "([0-9a-f]{64})"/.exec(readFileSync(`web/src/__generated__/${SCREEN}.graphql.ts`, 'utf8'))![1];

async function tenantsPage(count: number) {
  const res = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${manager}` },
    body: JSON.stringify({ operationName: SCREEN, variables: { count }, extensions: { persistedQuery: { version: 1, sha256Hash: persistedId } } }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  expect(body.errors).toBeUndefined();
  const homes = body.data.viewer.managedHomesPage.edges.map((e: any) => e.node);
  const cards = homes.flatMap((h: any) => h.lifecycles);
  return { homes: homes.length, cards, calls: Number(res.headers.get('x-hearth-v20-calls')) };
}

describe('the Tenants page with hundreds of applications on one page', () => {
  it('a page of 100 homes costs the v20 calls of a page of 10, every card whole', async () => {
    const small = await tenantsPage(10);
    const large = await tenantsPage(100);
    expect(large.homes).toBe(100);
    expect(large.cards.length).toBeGreaterThan(250);
    expect(large.cards.length).toBeLessThanOrEqual(500);
    expect(large.calls).toBe(small.calls);
    // Every application's parts came back from the batch reads, none left null past the first 100.
    expect(large.cards.every((c: any) => c.applicant?.displayName && c.compatibility && c.applicant.screening)).toBe(true);
  });
});
