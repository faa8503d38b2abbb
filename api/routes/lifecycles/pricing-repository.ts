import { rows, sql, type Executor } from '../../db/client.js';

export async function rentOf(ex: Executor, bedroomId: number, buildingId: number) {
  const [room] = await rows<{ BASE: number; UTILITIES: number; PLATFORM_FEE: number; TOTAL_RENT: number }>(ex, sql`
    SELECT rent_base_cents AS "BASE", rent_utilities_cents AS "UTILITIES", rent_platform_fee_cents AS "PLATFORM_FEE",
      rent_total_cents AS "TOTAL_RENT" FROM bedrooms WHERE id = ${bedroomId} AND building_id = ${buildingId}`);
  return room ?? null;
}
