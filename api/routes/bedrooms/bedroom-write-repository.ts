import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import type { BedroomCreate, BedroomPatch } from '../buildings/building-write-schemas.js';
import type { BedroomsRow } from '../../db/__generated__/rows.js';

const features = (values: readonly string[]) =>
  (values.length ? sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`);

export async function insertBedroom(ex: Executor, buildingId: number, b: BedroomCreate): Promise<number> {
  const [row] = await rows<Pick<BedroomsRow, 'id'>>(ex, sql`
    INSERT INTO bedrooms (building_id, name, features, rent_base_cents, rent_utilities_cents, rent_platform_fee_cents, available_on, size_sq_ft)
    VALUES (${buildingId}, ${b.name}, ${features(b.features)}, ${b.rent_components.BASE}, ${b.rent_components.UTILITIES},
      ${b.rent_components.PLATFORM_FEE}, ${b.available_on}, ${b.size_sq_ft}) RETURNING id`);
  return row.id;
}

export async function updateBedroom(ex: Executor, id: number, b: BedroomPatch): Promise<void> {
  const set = [];
  if (b.name !== undefined) set.push(sql`name = ${b.name}`);
  if (b.features !== undefined) set.push(sql`features = ${features(b.features)}`);
  if (b.available_on !== undefined) set.push(sql`available_on = ${b.available_on}`);
  if (b.size_sq_ft !== undefined) set.push(sql`size_sq_ft = ${b.size_sq_ft}`);
  const rent = b.rent_components ?? {};
  if (rent.BASE !== undefined) set.push(sql`rent_base_cents = ${rent.BASE}`);
  if (rent.UTILITIES !== undefined) set.push(sql`rent_utilities_cents = ${rent.UTILITIES}`);
  if (rent.PLATFORM_FEE !== undefined) set.push(sql`rent_platform_fee_cents = ${rent.PLATFORM_FEE}`);
  if (set.length) await ex.execute(sql`UPDATE bedrooms SET ${sql.join(set, sql`, `)} WHERE id = ${id}`);
}

/**
 * Why a bedroom may not be deleted: an active application for it, or a lease (lifecycle
 * or `leases` row, not voided) that has not ended (spec §4 "application activity"). Past lifecycles keep their
 * bedroom too, so its history stays readable.
 */
export async function bedroomDeleteBlocker(ex: Executor, id: number): Promise<'active_lease' | 'history' | null> {
  const [row] = await rows<{ active: boolean; any: boolean }>(ex, sql`
    SELECT
      EXISTS (SELECT 1 FROM lifecycles l WHERE l.assigned_bedroom_id = ${id} AND (
        (l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL AND l.lease_signed_at IS NULL)
        OR (l.lease_signed_at IS NOT NULL AND l.move_out_date > current_date)))
      OR EXISTS (SELECT 1 FROM leases x WHERE x.bedroom_id = ${id} AND x.status <> 'voided' AND upper(x.term) > current_date) AS active,
      EXISTS (SELECT 1 FROM lifecycles l WHERE l.assigned_bedroom_id = ${id})
      OR EXISTS (SELECT 1 FROM leases x WHERE x.bedroom_id = ${id}) AS any`);
  if (row.active) return 'active_lease';
  return row.any ? 'history' : null;
}

export async function deleteBedroom(ex: Executor, id: number): Promise<void> {
  await ex.execute(sql`DELETE FROM bedrooms WHERE id = ${id}`);
}
