import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import type { BedroomsRow, BuildingSummariesRow, BuildingsRow } from '../../db/__generated__/rows.js';
import type { HomeFacts } from '../../providers/ai-descriptions.js';

/** The home's columns, its summary's bathroom count (a coalesced sum, never null) and what is counted or gathered from its rooms. */
interface HomeFactsRow extends Pick<BuildingsRow, 'title' | 'property_type' | 'city' | 'state' | 'home_amenities' | 'storage_types'
  | 'pet_options' | 'utilities_included' | 'description'> {
  bathroom_count: NonNullable<BuildingSummariesRow['bathroom_count']>;
  photo_count: number;
  parking_count: number;
  /** rent_total_cents is generated from three non-null rent columns, so never null. */
  bedrooms: Array<{ name: BedroomsRow['name']; total: NonNullable<BedroomsRow['rent_total_cents']>; features: BedroomsRow['features'] }> | null;
}

export async function homeFacts(ex: Executor, id: number): Promise<HomeFacts> {
  const [row] = await rows<HomeFactsRow>(ex, sql`
    SELECT b.title, b.property_type, b.city, b.state, b.home_amenities, b.storage_types, b.pet_options, b.utilities_included, b.description,
      cardinality(b.photo_urls) AS photo_count, s.bathroom_count, (SELECT count(*) FROM parking_spots p WHERE p.building_id = b.id)::int AS parking_count,
      (SELECT json_agg(json_build_object('name', r.name, 'total', r.rent_total_cents, 'features', r.features) ORDER BY r.id)
        FROM bedrooms r WHERE r.building_id = b.id) AS bedrooms
    FROM buildings b JOIN building_summaries s ON s.building_id = b.id WHERE b.id = ${id}`);
  return {
    title: row.title, propertyType: row.property_type, city: row.city, state: row.state, homeAmenities: row.home_amenities,
    storageTypes: row.storage_types, petOptions: row.pet_options, utilitiesIncluded: row.utilities_included, description: row.description,
    photoCount: row.photo_count, bathroomCount: Number(row.bathroom_count), parkingCount: row.parking_count,
    bedrooms: (row.bedrooms ?? []).map((b) => ({ name: b.name, totalRentCents: b.total, features: b.features })),
  };
}
