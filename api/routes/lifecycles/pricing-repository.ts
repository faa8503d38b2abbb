import { rows, sql, type Executor } from '../../db/client.js';
import type { BedroomsRow } from '../../db/__generated__/rows.js';

/** The bedroom's rent columns under their rent component names; rent_total_cents is generated from the other three, so never null. */
interface RentComponentsRow {
  BASE: BedroomsRow['rent_base_cents'];
  UTILITIES: BedroomsRow['rent_utilities_cents'];
  PLATFORM_FEE: BedroomsRow['rent_platform_fee_cents'];
  TOTAL_RENT: NonNullable<BedroomsRow['rent_total_cents']>;
}

export async function rentOf(ex: Executor, bedroomId: number, buildingId: number) {
  const [room] = await rows<RentComponentsRow>(ex, sql`
    SELECT rent_base_cents AS "BASE", rent_utilities_cents AS "UTILITIES", rent_platform_fee_cents AS "PLATFORM_FEE",
      rent_total_cents AS "TOTAL_RENT" FROM bedrooms WHERE id = ${bedroomId} AND building_id = ${buildingId}`);
  return room ?? null;
}
