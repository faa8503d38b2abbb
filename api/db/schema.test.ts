import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from './client.js';
import { migrate } from './migrate.js';
import { readCatalog, type CatalogRelation } from './catalog.js';
import * as schema from './schema.js';

// The migrations are the one source of row types (api/db/__generated__/rows.ts is
// generated from the migrated catalog); the Drizzle tables that repositories query
// through the builder must say the same about each column, or a query typed by
// Drizzle would disagree with the database.
describe('the Drizzle schema follows the migrations', () => {
  let database: Database;
  let catalog: Map<string, CatalogRelation>;

  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
    catalog = new Map((await readCatalog(database.db)).map((relation) => [relation.name, relation]));
  });
  afterAll(() => database?.close());

  const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

  it('declares tables', () => {
    expect(tables.length).toBeGreaterThan(0);
  });

  it('every Drizzle table is a migrated table with the same columns, types and nullability', () => {
    const mismatches: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      const relation = catalog.get(config.name);
      if (!relation) {
        mismatches.push(`${config.name}: no such table in the migrations`);
        continue;
      }
      const declared = new Map(config.columns.map((column) => [column.name, column]));
      for (const column of relation.columns) {
        if (!declared.has(column.name)) mismatches.push(`${config.name}.${column.name}: missing from the Drizzle table`);
      }
      for (const column of config.columns) {
        const migrated = relation.columns.find((c) => c.name === column.name);
        if (!migrated) {
          mismatches.push(`${config.name}.${column.name}: no such column in the migrations`);
          continue;
        }
        const drizzleType = column.getSQLType();
        // Drizzle leaves out a numeric's precision when the schema does not repeat it.
        const migratedType = drizzleType.includes('(') ? migrated.sqlType : migrated.sqlType.replace(/\(\d+(,\d+)?\)/, '');
        if (drizzleType !== migratedType) mismatches.push(`${config.name}.${column.name}: ${drizzleType} in Drizzle, ${migrated.sqlType} migrated`);
        if (column.notNull === migrated.nullable) {
          mismatches.push(`${config.name}.${column.name}: ${column.notNull ? 'NOT NULL' : 'nullable'} in Drizzle, ${migrated.nullable ? 'nullable' : 'NOT NULL'} migrated`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
