/**
 * Enumerations of spec §3, spelt exactly as the spec spells them. SQL check
 * constraints, zod schemas and GraphQL enum mappings are all derived from these.
 */
export const USER_ROLES = ['tenant', 'manager', 'vendor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const PROPERTY_TYPES = ['sfr', 'townhome', 'apartment', 'condo', 'duplex', 'triplex', 'other'] as const;

export const HOME_AMENITIES = [
  'hardwood floors', 'fireplace', 'bonus room', 'basement', 'porch', 'granite countertops', 'balcony',
  'security system', 'updated appliances', 'pantry', 'recently renovated', 'extra storage', 'deck/patio',
  'fenced yard', 'storage shed', 'pool', 'grill', 'clubhouse', 'gym', 'dog park', 'gated community',
  'security guard', 'package lockers', 'basketball court', 'tennis court', 'playground',
  'public transport nearby', 'EV chargers',
] as const;

export const BEDROOM_FEATURES = ['standard closet', 'walk-in closet', 'ceiling fan', 'first-floor bedroom access'] as const;

export const STORAGE_TYPES = [
  'garage', 'basement', 'attic', 'bonus storage room', 'outdoor shed/pantry', 'utility room/crawlspace',
  'under-stairs', 'carport', 'ADU', 'greenhouse/garden', 'mudroom/entryway',
] as const;

export const PET_OPTIONS = ['cats', 'small_dogs', 'large_dogs'] as const;
export type PetOption = (typeof PET_OPTIONS)[number];
export const PARKING_TYPES = ['garage', 'outdoor', 'street_parking', 'neighborhood_lot', 'other'] as const;
export const PARKING_ACCESS = ['none_required', 'pass_required', 'code_required'] as const;
export const UTILITIES = ['internet', 'air_conditioning', 'heating', 'water', 'trash_collection', 'electricity', 'gas'] as const;
export const PRICING_MODES = ['automatic_price_drops_v1', 'manual'] as const;
export const PRICE_ADJUSTMENT_TYPES = ['margin_ratio', 'absolute'] as const;
export const ACCESS_METHODS = ['lockbox', 'keypad', 'key_at_location', 'no_access_available'] as const;
export const RENT_COMPONENTS = ['BASE', 'UTILITIES', 'PLATFORM_FEE', 'TOTAL_RENT'] as const;
export type RentComponent = (typeof RENT_COMPONENTS)[number];

export const BATHROOM_TYPES = ['full', 'three_quarter', 'half_shower', 'half_tub', 'half_toilet'] as const;
export type BathroomType = (typeof BATHROOM_TYPES)[number];
export const BATHROOM_RELATIONS = ['attached', 'jack_jill', 'walkthrough', 'non_attached'] as const;
export const WASHER_DRYER_LOCATIONS = ['in_unit', 'on_premise'] as const;
export const WASHER_DRYER_COSTS = ['free', 'coin_operated'] as const;

/** Spec §3/§9: full and three-quarter count 1, each half type 0.5. */
export function bathroomCountingWeight(type: BathroomType): number {
  return type === 'full' || type === 'three_quarter' ? 1 : 0.5;
}

export const LISTING_SORTS = ['recommended', 'move_in_date_asc', 'budget_asc', 'num_bedrooms_asc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const APPLICATION_TYPES = ['new_tenant', 'renewal', 'renewal_application', 'relocation_application', 'room_switch_application'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** Tenant animals (spec §3 "tenant animal"): the species we ask about. */
export const TENANT_ANIMAL_SPECIES = ['dog', 'cat', 'other'] as const;
export type TenantAnimalSpecies = (typeof TENANT_ANIMAL_SPECIES)[number];
/** Spec §3 service animal types. */
export const SERVICE_ANIMAL_TYPES = ['service_animal', 'emotional_support_animal', 'none'] as const;
export type ServiceAnimalType = (typeof SERVICE_ANIMAL_TYPES)[number];
export const SERVICE_ANIMAL_TYPE_LABELS: Record<ServiceAnimalType, string> = {
  service_animal: 'Service animal',
  emotional_support_animal: 'Emotional support animal',
  none: 'Not a service or support animal',
};

/** Spec §3 applicant reference source types, in snake_case, with the spec's words as labels. */
export const REFERENCE_SOURCE_TYPES = [
  'property_manager', 'apartment_leasing_office', 'landlord', 'parent', 'school_housing_office', 'rental_agency', 'other',
] as const;
export type ReferenceSourceType = (typeof REFERENCE_SOURCE_TYPES)[number];
export const REFERENCE_SOURCE_TYPE_LABELS: Record<ReferenceSourceType, string> = {
  property_manager: 'Property manager',
  apartment_leasing_office: 'Apartment leasing office',
  landlord: 'Landlord',
  parent: 'Parent',
  school_housing_office: 'School housing office',
  rental_agency: 'Rental agency',
  other: 'Other',
};

/** Spec §3/§6 manager permission areas, snake_cased: what a co-manager may be given. */
export const MANAGER_PERMISSION_AREAS = ['leasing', 'payments', 'support_service', 'resolution_center', 'deposit_returns'] as const;
export type ManagerPermissionArea = (typeof MANAGER_PERMISSION_AREAS)[number];
export const MANAGER_PERMISSION_AREA_LABELS: Record<ManagerPermissionArea, string> = {
  leasing: 'Leasing',
  payments: 'Payments',
  support_service: 'Support service',
  resolution_center: 'Resolution center',
  deposit_returns: 'Deposit returns',
};
