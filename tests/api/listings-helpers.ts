import { sql } from 'drizzle-orm';
import { rows } from '../../api/db/client.js';
import type { TestApi } from '../support/api.js';

/** Shared by the listings, buildings and saved-buildings tests. */
export interface BuildingDto {
  id: number;
  region: string;
  num_bedrooms: number;
  min_rent_cents: number;
  max_rent_cents: number;
  earliest_available_date: string;
  pet_options: string[];
  bedroom_ids: number[];
  bathroom_ids: number[];
  parking_spot_ids: number[];
  photo_urls: string[];
  is_saved: boolean;
  manager_user_id?: number;
  listed_at: string | null;
  [key: string]: unknown;
}

/** Follows next_cursor from the first page to the last; fails loudly on an error page. */
export async function allPages<T = BuildingDto>(api: TestApi, url: string, token: string): Promise<T[]> {
  const results: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const sep = url.includes('?') ? '&' : '?';
    const res = await api.call('GET', cursor ? `${url}${sep}cursor=${encodeURIComponent(cursor)}` : url, { token });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const body = res.json() as { results: T[]; next_cursor: string | null };
    results.push(...body.results);
    cursor = body.next_cursor;
    if (!cursor) return results;
  }
  throw new Error('too many pages');
}

export function query<T>(api: TestApi, q: ReturnType<typeof sql>): Promise<T[]> {
  return rows<T>(api.deps.database.db, q);
}

export const listedIds = async (api: TestApi) =>
  (await query<{ id: number }>(api, sql`SELECT id FROM buildings WHERE listed_at IS NOT NULL ORDER BY id`)).map((r) => r.id);

export async function userIdOf(api: TestApi, email: string): Promise<number> {
  const [row] = await query<{ id: number }>(api, sql`SELECT id FROM users WHERE lower(email) = ${email}`);
  return row.id;
}

/** An unlisted home of the given manager (the seed has some for manager, manager2 and multi). */
export async function unlistedHomeOf(api: TestApi, email: string): Promise<{ id: number; bedroom_id: number; bathroom_id: number; parking_spot_id: number | null }> {
  const [row] = await query<{ id: number; bedroom_id: number; bathroom_id: number; parking_spot_id: number | null }>(api, sql`
    SELECT b.id,
      (SELECT min(id) FROM bedrooms WHERE building_id = b.id) AS bedroom_id,
      (SELECT min(id) FROM bathrooms WHERE building_id = b.id) AS bathroom_id,
      (SELECT min(id) FROM parking_spots WHERE building_id = b.id) AS parking_spot_id
    FROM buildings b JOIN users u ON u.id = b.manager_user_id
    WHERE b.listed_at IS NULL AND lower(u.email) = ${email} ORDER BY b.id LIMIT 1`);
  if (!row) throw new Error(`${email} has no unlisted home in the seed`);
  return row;
}

export async function errorOf(res: { statusCode: number; json(): unknown }) {
  return { status: res.statusCode, ...(res.json() as { error: { code: string; fields?: Record<string, string> } }).error };
}
