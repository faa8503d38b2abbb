import { z } from 'zod';
import {
  ACCESS_METHODS, BATHROOM_RELATIONS, BATHROOM_TYPES, BEDROOM_FEATURES, HOME_AMENITIES, PARKING_ACCESS, PARKING_TYPES,
  PET_OPTIONS, PRICING_MODES, PROPERTY_TYPES, STORAGE_TYPES, UTILITIES, WASHER_DRYER_COSTS, WASHER_DRYER_LOCATIONS,
} from '../../../common/enums.js';
import { REGION_SLUGS } from '../../../common/regions.js';

/** The DTOs of docs/v20-contract.md, "Listings and buildings"; the OpenAPI document is generated from them. */
const Id = z.number().int();
const Day = z.string().describe('YYYY-MM-DD');

export const BuildingSchema = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  property_type: z.enum(PROPERTY_TYPES),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  region: z.enum(REGION_SLUGS).nullable().describe('The city listing page it appears on.'),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  home_amenities: z.array(z.enum(HOME_AMENITIES)),
  storage_types: z.array(z.enum(STORAGE_TYPES)),
  pet_options: z.array(z.enum(PET_OPTIONS)),
  utilities_included: z.array(z.enum(UTILITIES)),
  access_method: z.enum(ACCESS_METHODS).nullable(),
  pricing_mode: z.enum(PRICING_MODES),
  photo_urls: z.array(z.string()).describe('Root-relative paths, e.g. /v20/files/photos/building-12-1.svg.'),
  bedroom_ids: z.array(Id),
  bathroom_ids: z.array(Id),
  parking_spot_ids: z.array(Id),
  num_bedrooms: z.number().int(),
  bathroom_count: z.number().describe('Weighted: full and three-quarter count 1, halves 0.5.'),
  min_rent_cents: z.number().int().nullable().describe('Lowest TOTAL_RENT of its bedrooms.'),
  max_rent_cents: z.number().int().nullable().describe('Highest TOTAL_RENT of its bedrooms.'),
  earliest_available_date: Day.nullable(),
  is_saved: z.boolean().describe('Whether the signed-in caller saved it; false for guests.'),
  manager_user_id: Id.optional().describe('Only when the caller is its manager.'),
  listed_at: z.string().nullable().describe('ISO 8601; null while the manager has not listed it.'),
});
export type Building = z.infer<typeof BuildingSchema>;

/** What a home's card leaves out (`GET /g/listings?view=card`): fields only its own page shows. */
export const BUILDING_CARD_OMITS = ['description', 'home_amenities', 'storage_types', 'utilities_included', 'access_method'] as const;
/** A Building as a list of cards shows it: the Building DTO without BUILDING_CARD_OMITS. */
export const BuildingCardSchema = BuildingSchema.omit({
  description: true, home_amenities: true, storage_types: true, utilities_included: true, access_method: true,
} satisfies Record<(typeof BUILDING_CARD_OMITS)[number], true>);
export type BuildingCard = z.infer<typeof BuildingCardSchema>;

export const BedroomSchema = z.object({
  id: Id,
  building_id: Id,
  name: z.string(),
  features: z.array(z.enum(BEDROOM_FEATURES)),
  rent_components: z.object({
    BASE: z.number().int(),
    UTILITIES: z.number().int(),
    PLATFORM_FEE: z.number().int(),
    TOTAL_RENT: z.number().int().describe('BASE + UTILITIES + PLATFORM_FEE'),
  }).describe('Monthly rent by component, in cents.'),
  available_on: Day.describe('The day the manager opens the room from (their setting).'),
  available_from: Day.describe('The first day from today a renter can move in for a month at least: on or after available_on and clear of every signed lease and approved application.'),
  size_sq_ft: z.number().int().nullable(),
  photo_urls: z.array(z.string()),
});

export const BathroomSchema = z.object({
  id: Id,
  building_id: Id,
  bathroom_type: z.enum(BATHROOM_TYPES),
  relation: z.enum(BATHROOM_RELATIONS),
  attached_bedroom_id: Id.nullable(),
  washer_dryer_location: z.enum(WASHER_DRYER_LOCATIONS).nullable(),
  washer_dryer_cost: z.enum(WASHER_DRYER_COSTS).nullable(),
  counting_weight: z.number().describe('1 for full and three-quarter, 0.5 for halves.'),
});

export const ParkingSpotSchema = z.object({
  id: Id,
  building_id: Id,
  parking_type: z.enum(PARKING_TYPES),
  parking_access: z.enum(PARKING_ACCESS),
  monthly_fee_cents: z.number().int().nullable(),
});

export const AvailabilitySchema = z.object({
  building_id: Id,
  start_date: Day,
  bedrooms: z.array(z.object({
    bedroom_id: Id,
    is_available: z.boolean().describe('Free to move into on start_date for a month at least (no signed lease or approved application holds it then).'),
    available_on: Day.describe('The first day on or after start_date the room can be moved into for a month (start_date itself when is_available).'),
  })),
});
