/**
 * What the migrated database says about its tables and views, read from pg_catalog:
 * the one source of row types (`scripts/row-types.ts` writes api/db/__generated__/rows.ts
 * from it) and what the Drizzle schema is checked against (`schema.test.ts`).
 */
import { rows, sql, type Db } from './client.js';

export interface CatalogColumn {
  name: string;
  /** The SQL type as PostgreSQL prints it (`timestamp with time zone`, `text[]`, `numeric(5,1)`). */
  sqlType: string;
  /** pg_type.typname of the column's type, or of its element type for an array (`int4`, `text`). */
  typeName: string;
  isArray: boolean;
  nullable: boolean;
  /** Labels of an enum type, or the values a single-column CHECK (`col IN (…)`, `col <@ ARRAY[…]`) allows. */
  allowed: string[] | null;
  hasDefault: boolean;
  generated: boolean;
}

export interface CatalogRelation {
  name: string;
  kind: 'table' | 'view';
  columns: CatalogColumn[];
}

interface ColumnRow {
  relname: string;
  relkind: string;
  attname: string;
  attnotnull: boolean;
  sql_type: string;
  typname: string;
  typtype: string;
  elem_typname: string | null;
  elem_typtype: string | null;
  enum_labels: string[] | null;
  has_default: boolean;
  generated: boolean;
}

/** Every table and view of the public schema, by name, columns in their order. */
export async function readCatalog(db: Pick<Db, 'execute'>): Promise<CatalogRelation[]> {
  const columns = await rows<ColumnRow>(db, sql`
    SELECT c.relname, c.relkind::text AS relkind, a.attname, a.attnotnull,
      format_type(a.atttypid, a.atttypmod) AS sql_type,
      t.typname, t.typtype::text AS typtype, et.typname AS elem_typname, et.typtype::text AS elem_typtype,
      (SELECT array_agg(e.enumlabel::text ORDER BY e.enumsortorder) FROM pg_enum e
        WHERE e.enumtypid = coalesce(et.oid, t.oid)) AS enum_labels,
      (a.atthasdef AND a.attgenerated = '') OR a.attidentity <> '' AS has_default,
      a.attgenerated <> '' AS generated
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    JOIN pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_type et ON et.oid = t.typelem AND t.typcategory = 'A'
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')
    ORDER BY c.relname, a.attnum`);
  const checks = await rows<{ relname: string; attname: string; def: string }>(db, sql`
    SELECT c.relname, a.attname, pg_get_constraintdef(con.oid) AS def
    FROM pg_constraint con
    JOIN pg_class c ON c.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = con.conkey[1]
    WHERE n.nspname = 'public' AND con.contype = 'c' AND cardinality(con.conkey) = 1
    ORDER BY c.relname, a.attname, con.conname`);
  const allowedBy = new Map<string, string[]>();
  for (const check of checks) {
    const values = allowedValues(check.attname, check.def);
    if (!values) continue;
    const key = `${check.relname}.${check.attname}`;
    const before = allowedBy.get(key);
    allowedBy.set(key, before ? before.filter((v) => values.includes(v)) : values);
  }

  const relations = new Map<string, CatalogRelation>();
  for (const col of columns) {
    let relation = relations.get(col.relname);
    if (!relation) {
      relation = { name: col.relname, kind: col.relkind === 'v' || col.relkind === 'm' ? 'view' : 'table', columns: [] };
      relations.set(col.relname, relation);
    }
    const isArray = col.elem_typname !== null;
    const kind = isArray ? col.elem_typtype : col.typtype;
    relation.columns.push({
      name: col.attname,
      sqlType: col.sql_type,
      typeName: isArray ? col.elem_typname! : col.typname,
      isArray,
      // PostgreSQL records no NOT NULL for a view's columns: a view's row says so too.
      nullable: !col.attnotnull,
      allowed: kind === 'e' ? col.enum_labels : (allowedBy.get(`${col.relname}.${col.attname}`) ?? null),
      hasDefault: col.has_default,
      generated: col.generated,
    });
  }
  return [...relations.values()];
}

/**
 * The values a single-column CHECK allows, when it says so plainly: `col = ANY (ARRAY[…])`
 * (SQL's `col IN (…)`), `col = '…'`, or `col <@ ARRAY[…]` for an array, alone or in an AND.
 * Anything with an OR is left alone (it may allow more).
 */
export function allowedValues(column: string, def: string): string[] | null {
  if (/\bOR\b/.test(def)) return null;
  const col = column.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const list = new RegExp(`\\(${col} (?:= ANY \\(ARRAY|<@ ARRAY)\\[([^\\]]*)\\]`).exec(def);
  if (list) return [...list[1]!.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replace(/''/g, "'"));
  const one = new RegExp(`\\(${col} = '((?:[^']|'')*)'::text\\)`).exec(def);
  if (one) return [one[1]!.replace(/''/g, "'")];
  return null;
}
