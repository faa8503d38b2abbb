import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../../db/client.js';
import type { SupportCategoriesRow } from '../../db/__generated__/rows.js';

/** A category, its times as ISO strings. */
export type SupportCategoryRow = SupportCategoriesRow;

const SELECT = sql`SELECT id, name, description, is_active, sort_order,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
  FROM support_categories`;

/** Categories in the order people pick from (sort_order, then name); `activeOnly` for everyone but staff. */
export async function listSupportCategories(ex: Executor, activeOnly: boolean): Promise<SupportCategoryRow[]> {
  return rows<SupportCategoryRow>(ex, sql`${SELECT} ${activeOnly ? sql`WHERE is_active` : sql``} ORDER BY sort_order, name, id`);
}

export async function findSupportCategory(ex: Executor, id: number): Promise<SupportCategoryRow | null> {
  const [row] = await rows<SupportCategoryRow>(ex, sql`${SELECT} WHERE id = ${id}`);
  return row ?? null;
}

export interface SupportCategoryFields {
  name?: string;
  description?: string;
  is_active?: boolean;
  sort_order?: number;
}

/** Whether another category already has this name (names are unique, ignoring case here too). */
export async function nameTaken(ex: Executor, name: string, exceptId: number | null): Promise<boolean> {
  const found = await rows(ex, sql`SELECT 1 FROM support_categories WHERE lower(name) = lower(${name}) AND id IS DISTINCT FROM ${exceptId}`);
  return found.length > 0;
}

export async function insertSupportCategory(ex: Executor, f: Required<Pick<SupportCategoryFields, 'name'>> & SupportCategoryFields): Promise<number> {
  const [row] = await rows<Pick<SupportCategoriesRow, 'id'>>(ex, sql`
    INSERT INTO support_categories (name, description, is_active, sort_order)
    VALUES (${f.name}, ${f.description ?? ''}, ${f.is_active ?? true}, ${f.sort_order ?? 0}) RETURNING id`);
  return row!.id;
}

export async function patchSupportCategory(ex: Executor, id: number, f: SupportCategoryFields): Promise<void> {
  const parts: SQL[] = [sql`updated_at = now()`];
  if (f.name !== undefined) parts.push(sql`name = ${f.name}`);
  if (f.description !== undefined) parts.push(sql`description = ${f.description}`);
  if (f.is_active !== undefined) parts.push(sql`is_active = ${f.is_active}`);
  if (f.sort_order !== undefined) parts.push(sql`sort_order = ${f.sort_order}`);
  await ex.execute(sql`UPDATE support_categories SET ${sql.join(parts, sql`, `)} WHERE id = ${id}`);
}
