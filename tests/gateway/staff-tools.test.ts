import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const SEARCH = `query($query: String!, $first: Int) { globalSearch(query: $query, first: $first) { kind databaseId title subtitle rank url } }`;
const TABLES = `{ schemaTables { name primaryKey rowEstimate rowCountExact columns { name type nullable default }
  foreignKeys { name columns referencesTable referencesColumns } indexes { name definition unique } } }`;
const MODEL = `{ schemaModel { name description tables graphqlType restResources { method path summary } relations { to via references } } }`;

describe('globalSearch', () => {
  it('finds a tenant by part of their email for staff, exact matches first', async () => {
    const res = await stack.gql(SEARCH, { query: 'tenant2@hearth', first: 5 }, { token: await stack.tokenFor('staff') });
    expect(res.errors).toBeUndefined();
    expect(res.data?.globalSearch[0]).toMatchObject({ kind: 'USER', title: 'Theo Park', subtitle: 'tenant2@hearth.test', url: expect.stringMatching(/^\/internal\/users\/\d+$/) });
    expect(res.v20Calls).toBe(1);
  });

  it('answers a search that is too long with a bad-input error, not a crash', async () => {
    const res = await stack.gql(SEARCH, { query: 'x'.repeat(5_000) }, { token: await stack.tokenFor('staff') });
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it.each(['tenant', 'manager', 'vendor'])('refuses a %s with FORBIDDEN before any REST call', async (key) => {
    const res = await stack.gql(SEARCH, { query: 'tenant' }, { token: await stack.tokenFor(key) });
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(res.v20Calls).toBe(0);
  });
});

describe('schemaTables and schemaModel', () => {
  it('describe the tables and the domain model for staff', async () => {
    const token = await stack.tokenFor('staff');
    const tables = await stack.gql(TABLES, {}, { token });
    expect(tables.errors).toBeUndefined();
    const bedrooms = tables.data?.schemaTables.find((t: { name: string }) => t.name === 'bedrooms');
    expect(bedrooms).toMatchObject({ primaryKey: ['id'], rowCountExact: true });
    expect(bedrooms.foreignKeys).toContainEqual(expect.objectContaining({ columns: ['building_id'], referencesTable: 'buildings' }));
    const model = await stack.gql(MODEL, {}, { token });
    expect(model.errors).toBeUndefined();
    expect(model.data?.schemaModel.find((e: { name: string }) => e.name === 'Bedroom')).toMatchObject({
      graphqlType: 'Bedroom', relations: expect.arrayContaining([{ to: 'Building', via: 'bedrooms.building_id', references: 'buildings.id' }]),
    });
  });

  it('are refused to a tenant', async () => {
    for (const query of [TABLES, MODEL]) {
      const res = await stack.gql(query, {}, { token: await stack.tokenFor('tenant') });
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});
