import { sql } from 'drizzle-orm';
import { addMonths } from '../../api/domain/applications/stay.js';
import type { TestApi } from '../support/api.js';
import { query, userIdOf } from './listings-helpers.js';

/** Shared by the application, lifecycle, information request and application fee tests. */
export interface ListedRoom {
  bedroom_id: number;
  building_id: number;
  available_on: string;
  pet_options: string[];
  manager_email: string;
}

/** Listed rooms of the seed, in id order, optionally of homes allowing every pet of `pets`. */
export async function listedRooms(api: TestApi, pets: string[] = []): Promise<ListedRoom[]> {
  return query<ListedRoom>(api, sql`
    SELECT r.id AS bedroom_id, r.building_id, r.available_on::text AS available_on, b.pet_options, lower(u.email) AS manager_email
    FROM bedrooms r JOIN buildings b ON b.id = r.building_id JOIN users u ON u.id = b.manager_user_id
    WHERE b.listed_at IS NOT NULL AND b.pet_options @> ${`{${pets.join(',')}}`}::text[]
    ORDER BY r.id`);
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A move-in on or after the room is free and at least a week ahead, and a stay of `months`. */
export function stayFor(room: ListedRoom, months = 8): { move_in_date: string; move_out_date: string } {
  const inAWeek = iso(new Date(Date.now() + 7 * 86_400_000));
  const moveIn = room.available_on > inAWeek ? room.available_on : inAWeek;
  return { move_in_date: moveIn, move_out_date: addMonths(moveIn, months) };
}

export async function applicationBody(api: TestApi, email: string, room: ListedRoom, extra: Record<string, unknown> = {}) {
  return { user_id: await userIdOf(api, email), bedroom_listing_id: room.bedroom_id, ...stayFor(room), ...extra };
}

export function submit(api: TestApi, token: string, body: unknown, key?: string) {
  return api.call('POST', '/submit-application', { token, body, headers: key ? { 'idempotency-key': key } : {} });
}

/** Submits and returns the new application's DTO, failing loudly otherwise. */
export async function apply(api: TestApi, token: string, email: string, room: ListedRoom, extra: Record<string, unknown> = {}) {
  const res = await submit(api, token, await applicationBody(api, email, room, extra));
  if (res.statusCode !== 201) throw new Error(`submit-application: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; building_id: number; is_active: boolean; [key: string]: unknown };
}
