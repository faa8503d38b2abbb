import type { Building, BuildingCard } from './building-schemas.js';
import type { BuildingCardRow, BuildingRow } from './buildings-repository.js';

/** A home as a list of cards shows it (`view=card`); the manager's id is shown to that manager only. */
export function toBuildingCardDto(row: BuildingCardRow, viewerId: number | null): BuildingCard {
  return {
    id: row.id,
    title: row.title,
    property_type: row.property_type,
    address: { street: row.street, city: row.city, state: row.state, zip: row.zip },
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
    pet_options: row.pet_options,
    pricing_mode: row.pricing_mode,
    photo_urls: row.photo_urls,
    bedroom_ids: row.bedroom_ids,
    bathroom_ids: row.bathroom_ids,
    parking_spot_ids: row.parking_spot_ids,
    num_bedrooms: row.num_bedrooms,
    bathroom_count: Number(row.bathroom_count),
    min_rent_cents: row.min_rent_cents,
    max_rent_cents: row.max_rent_cents,
    earliest_available_date: row.earliest_available_date,
    is_saved: row.is_saved,
    ...(viewerId !== null && row.manager_user_id === viewerId ? { manager_user_id: row.manager_user_id } : {}),
    listed_at: row.listed_at,
  };
}

/** The v20 Building DTO: the card and what only the home's own page shows. */
export function toBuildingDto(row: BuildingRow, viewerId: number | null): Building {
  return {
    ...toBuildingCardDto(row, viewerId),
    description: row.description,
    home_amenities: row.home_amenities,
    storage_types: row.storage_types,
    utilities_included: row.utilities_included,
    access_method: row.access_method,
  };
}
