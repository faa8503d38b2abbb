import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../api/db/schema.js';
import { startStack, type Stack } from './harness.js';

// The gateway as deployed: NODE_ENV=production, with the web's persisted operations.
const BROWSE_TITLES = 'query BrowseTitles { listings(first: 2) { edges { node { title } } } }';
const BROWSE_TITLES_ID = createHash('sha256').update(BROWSE_TITLES).digest('hex');
const INTROSPECTION = '{ __schema { queryType { name } } }';

let stack: Stack;
let guest: string;
beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'hearth-persisted-')), 'persisted-queries.json');
  writeFileSync(file, JSON.stringify({ [BROWSE_TITLES_ID]: BROWSE_TITLES }));
  stack = await startStack({ NODE_ENV: 'production', PERSISTED_OPERATIONS_FILE: file });
  guest = await stack.api.guestToken();
});
afterAll(() => stack?.close());

/** A partner integration's API token (POST /authentication-token), with the id its revocation needs. */
async function partnerToken(): Promise<{ token: string; id: string; owner: string }> {
  const owner = await stack.tokenFor('manager');
  const res = await stack.api.call('POST', '/authentication-token', { token: owner, body: { name: 'Integration', scopes: ['listings:read'] } });
  return { token: res.json().token, id: res.json().authentication_token.id, owner };
}

async function graphiql(token: string) {
  const page = await fetch(`${stack.gateway.url}/graphql`, { headers: { accept: 'text/html', authorization: `Bearer ${token}` } });
  return page.text();
}

async function persisted(id: string, token: string) {
  const res = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ operationName: 'BrowseTitles', extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string }[] };
}

describe('in production', () => {
  it('the web runs its persisted operations by id', async () => {
    const res = await persisted(BROWSE_TITLES_ID, guest);
    expect(res.errors).toBeUndefined();
    expect(res.data.listings.edges).toHaveLength(2);
  });

  it('an unknown persisted id is refused', async () => {
    const res = await persisted('0'.repeat(64), guest);
    expect(res.errors?.[0].message).toBe('PersistedQueryNotFound');
  });

  it('guests and signed-in users cannot send operation text', async () => {
    for (const token of [guest, await stack.tokenFor('tenant')]) {
      const res = await stack.gql(BROWSE_TITLES, {}, { token });
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0].message).toMatch(/persisted/i);
    }
  });

  it('staff may send operation text, introspect the schema and open GraphiQL', async () => {
    const staff = await stack.tokenFor('staff');
    expect((await stack.gql(BROWSE_TITLES, {}, { token: staff })).data?.listings.edges).toHaveLength(2);
    expect((await stack.gql(INTROSPECTION, {}, { token: staff })).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect(await graphiql(staff)).toMatch(/graphiql/i);
  });

  it('a staff member who signed out loses GraphiQL, introspection and operation text with the same token', async () => {
    const staff = await stack.tokenFor('staff');
    expect((await stack.gql(INTROSPECTION, {}, { token: staff })).data).toBeTruthy();
    expect((await stack.api.call('POST', '/logout', { token: staff })).statusCode).toBe(204);

    expect(await graphiql(staff)).not.toMatch(/graphiql/i);
    const introspection = await stack.gql(INTROSPECTION, {}, { token: staff });
    expect(introspection.data ?? null).toBeNull();
    expect(introspection.errors?.[0].message).toMatch(/persisted/i);
    const text = await stack.gql(BROWSE_TITLES, {}, { token: staff });
    expect(text.data ?? null).toBeNull();
    expect(text.errors?.[0].message).toMatch(/persisted/i);
  });

  it('a token whose staff status was withdrawn gets no staff privileges', async () => {
    const staff = await stack.tokenFor('staff');
    await stack.api.deps.database.db.update(users).set({ isStaff: false }).where(eq(users.email, 'staff@hearth.test'));
    try {
      expect(await graphiql(staff)).not.toMatch(/graphiql/i);
      expect((await stack.gql(INTROSPECTION, {}, { token: staff })).errors?.[0].message).toMatch(/persisted/i);
    } finally {
      await stack.api.deps.database.db.update(users).set({ isStaff: true }).where(eq(users.email, 'staff@hearth.test'));
    }
  });

  it('partner integrations may send operation text but not introspect, until their session is revoked', async () => {
    const { token: partner, id, owner } = await partnerToken();
    expect((await stack.gql('{ __typename }', {}, { token: partner })).data).toEqual({ __typename: 'Query' });
    const res = await stack.gql(INTROSPECTION, {}, { token: partner });
    expect(res.errors?.[0].message).toMatch(/introspection/i);

    expect((await stack.api.call('DELETE', `/authentication-token/${id}`, { token: owner })).statusCode).toBe(204);
    expect((await stack.gql('{ __typename }', {}, { token: partner })).errors?.[0].message).toMatch(/persisted/i);
  });

  it('nobody else gets GraphiQL', async () => {
    expect(await graphiql(guest)).not.toMatch(/graphiql/i);
  });

  it('does not suggest field names to explore the schema', async () => {
    const res = await stack.gql('{ listngs { edges { cursor } } }', {}, { token: await stack.tokenFor('staff') });
    expect(res.errors?.[0].message).not.toMatch(/did you mean/i);
  });
});
