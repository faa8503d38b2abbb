import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

// Developers' API tokens through GraphQL, on a gateway as deployed (NODE_ENV=production):
// the web sends persisted operations; a partner script sends its own operation text.
const CREATE = `mutation CreateApiToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id name role scopes hint status expiresAt lastUsedAt } userErrors { field message code } }
}`;
const LIST = 'query ApiTokens { viewer { apiTokens { id name hint status scopes lastUsedAt } } }';
const REVOKE = `mutation RevokeApiToken($input: ApiTokenIdInput!) {
  revokeApiToken(input: $input) { apiToken { id status revokedAt } userErrors { field message code } }
}`;
const ROTATE = `mutation RotateApiToken($input: ApiTokenIdInput!) {
  rotateApiToken(input: $input) { token apiToken { id hint rotatedAt } userErrors { field message code } }
}`;
const WEB_OPERATIONS = [CREATE, LIST, REVOKE, ROTATE];
const SCRIPT_QUERY = '{ viewer { isGuest currentRole } listings(first: 1) { edges { node { title } } } }';

let stack: Stack;
let manager: string;

/** The web's way: a persisted id, no operation text. */
async function web(query: string, variables: Record<string, unknown>, token: string) {
  const id = createHash('sha256').update(query).digest('hex');
  const res = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'hearth-persisted-')), 'persisted-queries.json');
  writeFileSync(file, JSON.stringify(Object.fromEntries(WEB_OPERATIONS.map((q) => [createHash('sha256').update(q).digest('hex'), q]))));
  stack = await startStack({ NODE_ENV: 'production', PERSISTED_OPERATIONS_FILE: file });
  manager = await stack.tokenFor('manager');
});
afterAll(() => stack?.close());

async function create(input: Record<string, unknown>) {
  const res = await web(CREATE, { input: { name: 'Portfolio sync', scopes: ['LISTINGS_READ'], expiresInDays: 30, ...input } }, manager);
  expect(res.errors).toBeUndefined();
  return res.data.createApiToken;
}

describe('API tokens through GraphQL', () => {
  it('creates a token, shows its secret once, and lists it without the secret', async () => {
    const created = await create({ scopes: ['LISTINGS_READ', 'MONEY_READ'] });
    expect(created.userErrors).toEqual([]);
    expect(created.apiToken).toMatchObject({ name: 'Portfolio sync', role: 'MANAGER', scopes: ['LISTINGS_READ', 'MONEY_READ'], status: 'ACTIVE', lastUsedAt: null });
    expect(created.apiToken.hint).toBe(created.token.slice(-6));
    const list = await web(LIST, {}, manager);
    const listed = list.data.viewer.apiTokens.find((t: { id: string }) => t.id === created.apiToken.id);
    expect(listed).toMatchObject({ hint: created.token.slice(-6), status: 'ACTIVE' });
    expect(JSON.stringify(list)).not.toContain(created.token);
  });

  it('answers bad input as userErrors naming the field', async () => {
    const res = await web(CREATE, { input: { name: ' ', scopes: ['LISTINGS_READ'] } }, manager);
    expect(res.data.createApiToken).toMatchObject({ apiToken: null, token: null });
    expect(res.data.createApiToken.userErrors.map((e: { field: string }) => e.field)).toContain('name');
    const role = await web(CREATE, { input: { name: 'x', scopes: ['LISTINGS_READ'], role: 'VENDOR' } }, manager);
    expect(role.data.createApiToken.userErrors.map((e: { field: string }) => e.field)).toContain('role');
    for (const name of ['a\u0000b', 'half \ud83d emoji']) {
      const hostile = await web(CREATE, { input: { name, scopes: ['LISTINGS_READ'] } }, manager);
      expect(hostile.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const long = await web(CREATE, { input: { name: 'x'.repeat(10_000), scopes: ['LISTINGS_READ'] } }, manager);
    expect(long.data.createApiToken.userErrors.map((e: { field: string }) => e.field)).toContain('name');
    const missing = await web(REVOKE, { input: { apiTokenId: 'nope' } }, manager);
    expect(missing.data.revokeApiToken.userErrors[0]).toMatchObject({ field: 'apiTokenId', code: 'not_found' });
  });

  it('lets a partner script send its own operation text in production, until the token is revoked', async () => {
    const created = await create({});
    const first = await stack.gql(SCRIPT_QUERY, {}, { token: created.token });
    expect(first.errors).toBeUndefined();
    expect(first.data).toMatchObject({ viewer: { isGuest: false, currentRole: 'MANAGER' } });
    expect(first.data!.listings.edges).toHaveLength(1);

    const revoked = await web(REVOKE, { input: { apiTokenId: created.apiToken.id } }, manager);
    expect(revoked.data.revokeApiToken).toMatchObject({ apiToken: { id: created.apiToken.id, status: 'REVOKED' }, userErrors: [] });
    const after = await stack.gql(SCRIPT_QUERY, {}, { token: created.token });
    expect(after.data ?? null).toBeNull();
    expect(after.errors?.[0]?.message).toMatch(/persisted|revoked/i);
  });

  it('rotates: the old secret is refused, the new one works', async () => {
    const created = await create({});
    const rotated = (await web(ROTATE, { input: { apiTokenId: created.apiToken.id } }, manager)).data.rotateApiToken;
    expect(rotated.userErrors).toEqual([]);
    expect(rotated.apiToken.hint).toBe(rotated.token.slice(-6));
    expect((await stack.gql(SCRIPT_QUERY, {}, { token: rotated.token })).data?.viewer.isGuest).toBe(false);
    expect((await stack.gql(SCRIPT_QUERY, {}, { token: created.token })).data ?? null).toBeNull();
  });

  it('a token cannot manage tokens, and a scope it lacks is refused', async () => {
    const created = await create({ scopes: ['MONEY_READ'] });
    const own = await stack.gql(LIST, {}, { token: created.token });
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const make = await stack.gql(CREATE, { input: { name: 'x', scopes: ['LISTINGS_READ'] } }, { token: created.token });
    expect(make.data ?? null).toBeNull();
    expect(make.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
