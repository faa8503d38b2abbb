import type { BedroomRow } from './bedrooms-repository.js';

/** The v20 Bedroom DTO: rent by component, TOTAL_RENT their sum. */
export function toBedroomDto(row: BedroomRow) {
  return {
    id: row.id,
    building_id: row.building_id,
    name: row.name,
    features: row.features,
    rent_components: {
      BASE: row.rent_base_cents,
      UTILITIES: row.rent_utilities_cents,
      PLATFORM_FEE: row.rent_platform_fee_cents,
      TOTAL_RENT: row.rent_total_cents,
    },
    available_on: row.available_on,
    available_from: row.available_from,
    size_sq_ft: row.size_sq_ft,
    photo_urls: row.photo_urls,
  };
}
