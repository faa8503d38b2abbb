import type { QueryResolvers, Resolvers } from '../../../__generated__/resolvers-types.js';
import type { Page } from '../../../v20/dto.js';
import type { GlobalSearchResultDto, SchemaEntityDto, SchemaTableDto } from '../dto.js';
import { GlobalSearchKind } from '../enums.js';

type List<T> = Pick<Page<T>, 'results'>;

/** Staff global search (GET /internal/global-search): one call, results already ranked by the api. */
const globalSearch: NonNullable<QueryResolvers['globalSearch']> = async (_p, { query, first }, ctx) =>
  (await ctx.v20.get<List<GlobalSearchResultDto>>('/internal/global-search', { query: { q: query, limit: first ?? 20 } })).results;

const schemaTables: NonNullable<QueryResolvers['schemaTables']> = async (_p, _a, ctx) =>
  (await ctx.v20.get<List<SchemaTableDto>>('/schema/tables')).results;

const schemaModel: NonNullable<QueryResolvers['schemaModel']> = async (_p, _a, ctx) =>
  (await ctx.v20.get<List<SchemaEntityDto>>('/schema/model')).results;

export const staffToolResolvers: Resolvers = {
  GlobalSearchKind,
  GlobalSearchResult: { databaseId: (r) => String(r.id) },
  SchemaTable: {
    primaryKey: (t) => t.primary_key,
    foreignKeys: (t) => t.foreign_keys,
    rowEstimate: (t) => t.row_estimate,
    rowCountExact: (t) => t.row_count_exact,
  },
  SchemaForeignKey: { referencesTable: (f) => f.references_table, referencesColumns: (f) => f.references_columns },
  SchemaEntity: { restResources: (e) => e.rest_resources, graphqlType: (e) => e.graphql_type },
  Query: { globalSearch, schemaTables, schemaModel },
};
