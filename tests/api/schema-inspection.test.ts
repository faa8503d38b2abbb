import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_ENTITIES } from '../../api/routes/schema/domain-model.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';

let api: TestApi;
let staff: string;
beforeAll(async () => {
  api = await createTestApi();
  staff = await tokenFor(api.deps, 'staff');
}, 60_000);
afterAll(() => api.close());

interface Table {
  name: string; columns: Array<{ name: string; type: string; nullable: boolean; default: string | null }>;
  primary_key: string[]; foreign_keys: Array<{ columns: string[]; references_table: string; references_columns: string[] }>;
  indexes: Array<{ name: string; definition: string; unique: boolean }>; row_estimate: number; row_count_exact: boolean;
}
interface Entity { name: string; tables: string[]; rest_resources: Array<{ method: string; path: string }>; graphql_type: string | null; relations: Array<{ to: string; via: string; references: string }> }

const get = async <T>(url: string, token = staff) => {
  const res = await api.call('GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as T[];
};

describe('GET /schema/tables', () => {
  it('describes each table: columns, keys, indexes and how many rows it holds', async () => {
    const tables = await get<Table>('/schema/tables');
    const bedrooms = tables.find((t) => t.name === 'bedrooms')!;
    expect(bedrooms.primary_key).toEqual(['id']);
    expect(bedrooms.columns.find((c) => c.name === 'id')).toMatchObject({ type: 'integer', nullable: false, default: expect.stringMatching(/identity|nextval/) });
    expect(bedrooms.columns.find((c) => c.name === 'features')).toMatchObject({ type: 'text[]' });
    expect(bedrooms.foreign_keys).toContainEqual(expect.objectContaining({ columns: ['building_id'], references_table: 'buildings', references_columns: ['id'] }));
    expect(bedrooms.indexes).toContainEqual(expect.objectContaining({ name: 'bedrooms_pkey', unique: true }));
    expect(bedrooms.indexes).toContainEqual(expect.objectContaining({ name: 'bedrooms_search_trgm_idx', definition: expect.stringContaining('gin_trgm_ops') }));
    expect(bedrooms).toMatchObject({ row_count_exact: true });
    expect(bedrooms.row_estimate).toBeGreaterThan(10);
    expect(tables.find((t) => t.name === 'users')!.indexes.map((i) => i.name)).toContain('users_email_key');
  });
});

describe('GET /schema/model', () => {
  it('names each entity with its tables, REST resources, GraphQL type and relations', async () => {
    const model = await get<Entity>('/schema/model');
    const bedroom = model.find((e) => e.name === 'Bedroom')!;
    expect(bedroom).toMatchObject({ tables: ['bedrooms'], graphql_type: 'Bedroom' });
    expect(bedroom.rest_resources).toContainEqual(expect.objectContaining({ method: 'GET', path: '/v20/bedrooms' }));
    expect(bedroom.relations).toContainEqual({ to: 'Building', via: 'bedrooms.building_id', references: 'buildings.id' });
    const lifecycle = model.find((e) => e.name === 'Lifecycle')!;
    expect(lifecycle.relations.map((r) => r.to)).toEqual(expect.arrayContaining(['User', 'Building', 'Bedroom']));
    for (const entity of model) expect(entity.rest_resources.length, entity.name).toBeGreaterThan(0);
  });

  it('declares only tables that exist', async () => {
    const tables = new Set((await get<Table>('/schema/tables')).map((t) => t.name));
    for (const entity of DOMAIN_ENTITIES) for (const table of entity.tables) expect(tables.has(table), `${entity.name}: ${table}`).toBe(true);
  });

  it('declares GraphQL type names the published schema has', () => {
    const schema = readFileSync('schema.graphql', 'utf8');
    for (const entity of DOMAIN_ENTITIES.filter((e) => e.graphqlType)) {
      expect(schema, entity.name).toMatch(new RegExp(`^type ${entity.graphqlType}\\b`, 'm'));
    }
  });
});

describe('schema inspection is for staff only', () => {
  it.each([['tenant', 'tenant'], ['manager', 'manager'], ['vendor', 'vendor']] as const)('refuses a %s with 403', async (key, role) => {
    const token = await tokenFor(api.deps, key, role);
    for (const url of ['/schema/tables', '/schema/model']) expect((await api.call('GET', url, { token })).statusCode).toBe(403);
  });

  it('refuses a guest and an anonymous caller', async () => {
    const guest = await api.guestToken();
    for (const url of ['/schema/tables', '/schema/model']) {
      expect((await api.call('GET', url, { token: guest })).statusCode).toBe(401);
      expect((await api.call('GET', url)).statusCode).toBe(401);
    }
  });
});
