import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { listTables } from './catalog-repository.js';
import { domainModel, routesOf } from './model.js';

const Column = z.object({
  name: z.string(), type: z.string().describe('PostgreSQL type, e.g. integer, text, timestamp with time zone, text[].'),
  nullable: z.boolean(), default: z.string().nullable().describe('The default expression, as PostgreSQL prints it.'),
});
const Table = z.object({
  name: z.string(),
  columns: z.array(Column),
  primary_key: z.array(z.string()),
  foreign_keys: z.array(z.object({ name: z.string(), columns: z.array(z.string()), references_table: z.string(), references_columns: z.array(z.string()) })),
  indexes: z.array(z.object({ name: z.string(), definition: z.string().describe('CREATE INDEX statement.'), unique: z.boolean() })),
  row_estimate: z.number().int().describe("Rows: exact when row_count_exact, else the planner's estimate (pg_class.reltuples)."),
  row_count_exact: z.boolean(),
});
const Entity = z.object({
  name: z.string().describe('The name in the spec vocabulary, e.g. Bedroom, Lifecycle.'),
  description: z.string(),
  tables: z.array(z.string()).describe('The tables that hold it; the first is its own.'),
  rest_resources: z.array(z.object({ method: z.string(), path: z.string(), summary: z.string() })),
  graphql_type: z.string().nullable(),
  relations: z.array(z.object({
    to: z.string().describe('The entity referred to.'),
    via: z.string().describe('table.column(s) holding the reference.'),
    references: z.string().describe('table.column(s) referred to.'),
  })),
});

/** GET /schema/tables and /schema/model (spec §7 Internal): schema inspection for staff. */
export const schemaInspectionRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  app.get('/schema/tables', {
    config: { access: 'staff' },
    schema: { tags: ['internal'], summary: 'Every database table: columns, keys, indexes and row counts (staff)', response: { 200: z.object({ results: z.array(Table) }) } },
  }, async () => ({ results: await listTables(db) }));

  app.get('/schema/model', {
    config: { access: 'staff' },
    schema: { tags: ['internal'], summary: 'The domain model: entities, their tables, REST resources, GraphQL types and relations (staff)', response: { 200: z.object({ results: z.array(Entity) }) } },
  }, async () => ({ results: domainModel(await listTables(db), routesOf(plain.swagger() as never)) }));
};
