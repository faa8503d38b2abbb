import { rows, sql, type Executor } from '../../db/client.js';

export interface ColumnInfo { name: string; type: string; nullable: boolean; default: string | null }
export interface ForeignKeyInfo { name: string; columns: string[]; references_table: string; references_columns: string[] }
export interface IndexInfo { name: string; definition: string; unique: boolean }
export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  primary_key: string[];
  foreign_keys: ForeignKeyInfo[];
  indexes: IndexInfo[];
  row_estimate: number;
  /** True when `row_estimate` is an exact count (small or never analyzed tables). */
  row_count_exact: boolean;
}

/** Below this many estimated rows a table is counted exactly: cheap, and estimates of small tables are poor. */
const EXACT_COUNT_BELOW = 10_000;

/**
 * Every table of the public schema, read from information_schema and pg_catalog
 * (the same on PGlite and PostgreSQL), in four queries whatever the table count.
 */
export async function listTables(db: Executor): Promise<TableInfo[]> {
  const [tables, columns, constraints, indexes] = await Promise.all([
    rows<{ name: string; reltuples: number }>(db, sql`
      SELECT c.relname AS name, c.reltuples::float8 AS reltuples FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`),
    rows<{ table_name: string; name: string; type: string; nullable: boolean; default: string | null }>(db, sql`
      SELECT table_name, column_name AS name,
        CASE WHEN data_type = 'ARRAY' THEN substr(udt_name, 2) || '[]' WHEN data_type = 'USER-DEFINED' THEN udt_name ELSE data_type END AS type,
        is_nullable = 'YES' AS nullable,
        -- Identity columns have no column_default: say how they are filled instead.
        CASE WHEN is_identity = 'YES' THEN 'generated ' || lower(identity_generation) || ' as identity' ELSE column_default END AS default
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`),
    rows<{ table_name: string; name: string; contype: string; columns: string[]; references_table: string | null; references_columns: string[] | null }>(db, sql`
      SELECT t.relname AS table_name, con.conname AS name, con.contype::text AS contype,
        ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(num, ord)
          JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.ord) AS columns,
        r.relname AS references_table,
        ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(num, ord)
          JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY k.ord) AS references_columns
      FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      LEFT JOIN pg_class r ON r.oid = con.confrelid
      WHERE n.nspname = 'public' AND con.contype IN ('p', 'f') ORDER BY t.relname, con.conname`),
    rows<{ table_name: string; name: string; definition: string; unique: boolean }>(db, sql`
      SELECT t.relname AS table_name, i.relname AS name, pg_get_indexdef(ix.indexrelid) AS definition, ix.indisunique AS unique
      FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public' ORDER BY t.relname, i.relname`),
  ]);
  const counts = await exactCounts(db, tables.filter((t) => t.reltuples < EXACT_COUNT_BELOW).map((t) => t.name));
  return tables.map((t) => ({
    name: t.name,
    columns: columns.filter((c) => c.table_name === t.name).map(({ table_name: _, ...c }) => c),
    primary_key: constraints.find((c) => c.table_name === t.name && c.contype === 'p')?.columns ?? [],
    foreign_keys: constraints.filter((c) => c.table_name === t.name && c.contype === 'f').map((c) => ({
      name: c.name, columns: c.columns, references_table: c.references_table ?? '', references_columns: c.references_columns ?? [],
    })),
    indexes: indexes.filter((i) => i.table_name === t.name).map(({ table_name: _, ...i }) => i),
    row_estimate: counts.get(t.name) ?? Math.max(0, Math.round(t.reltuples)),
    row_count_exact: counts.has(t.name),
  }));
}

/** Exact row counts of the named tables in one statement (names come from pg_class, quoted by quote_ident). */
async function exactCounts(db: Executor, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const idents = await rows<{ name: string; ident: string }>(db, sql`SELECT n AS name, quote_ident(n) AS ident FROM unnest(${sql`ARRAY[${sql.join(names.map((n) => sql`${n}`), sql`, `)}]::text[]`}) AS n`);
  const statement = idents.map((t) => `SELECT ${quoteLiteral(t.name)} AS name, count(*)::int AS n FROM public.${t.ident}`).join(' UNION ALL ');
  const counted = await rows<{ name: string; n: number }>(db, sql.raw(statement));
  return new Map(counted.map((c) => [c.name, Number(c.n)]));
}

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;
