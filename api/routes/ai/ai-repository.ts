import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import type { HomeFacts } from '../../providers/ai-descriptions.js';

export async function homeFacts(ex: Executor, id: number): Promise<HomeFacts> {
  const [row] = await rows<{
    title: string; property_type: string; city: string; state: string; home_amenities: string[]; storage_types: string[];
    pet_options: string[]; utilities_included: string[]; description: string; photo_count: number; bathroom_count: number; parking_count: number;
    bedrooms: { name: string; total: number; features: string[] }[] | null;
  }>(ex, sql`
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
