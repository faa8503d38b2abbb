/**
 * Shapes of v20 responses the gateway reads (docs/v20-contract.md). They are the
 * parents of GraphQL resolvers (codegen mappers), so a resolver reads REST fields
 * by their spec names. Enum-valued fields keep the spec's spelling; the GraphQL
 * enum maps translate them.
 */
import type {
  ACCESS_METHODS, BATHROOM_RELATIONS, BATHROOM_TYPES, BEDROOM_FEATURES, HOME_AMENITIES, PARKING_ACCESS,
  PARKING_TYPES, PET_OPTIONS, PRICING_MODES, PROPERTY_TYPES, RentComponent, STORAGE_TYPES, UserRole,
  UTILITIES, WASHER_DRYER_COSTS, WASHER_DRYER_LOCATIONS,
} from '../../common/enums.js';

type Of<T extends readonly string[]> = T[number];
/** REST ids are integers in JSON; the gateway keys loaders by their string form. */
export type RestId = number | string;

export interface Page<T> {
  results: T[];
  next_cursor: string | null;
}

export interface AddressDto {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface BuildingDto {
  id: RestId;
  title: string;
  description: string;
  property_type: Of<typeof PROPERTY_TYPES>;
  address: AddressDto;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
  home_amenities: Of<typeof HOME_AMENITIES>[];
  storage_types: Of<typeof STORAGE_TYPES>[];
  pet_options: Of<typeof PET_OPTIONS>[];
  utilities_included: Of<typeof UTILITIES>[];
  access_method: Of<typeof ACCESS_METHODS> | null;
  pricing_mode: Of<typeof PRICING_MODES>;
  photo_urls: string[];
  bedroom_ids: RestId[];
  bathroom_ids: RestId[];
  parking_spot_ids: RestId[];
  num_bedrooms: number;
  bathroom_count: number;
  min_rent_cents: number | null;
  max_rent_cents: number | null;
  earliest_available_date: string | null;
  is_saved: boolean;
  manager_user_id?: RestId;
  listed_at: string | null;
}

export interface BedroomDto {
  id: RestId;
  building_id: RestId;
  name: string;
  features: Of<typeof BEDROOM_FEATURES>[];
  rent_components: Record<RentComponent, number>;
  available_on: string;
  /** The api's availability rule from today (signed leases and approved applications taken out). */
  available_from: string;
  size_sq_ft: number | null;
  photo_urls: string[];
}

export interface BathroomDto {
  id: RestId;
  building_id: RestId;
  bathroom_type: Of<typeof BATHROOM_TYPES>;
  relation: Of<typeof BATHROOM_RELATIONS>;
  attached_bedroom_id: RestId | null;
  washer_dryer_location: Of<typeof WASHER_DRYER_LOCATIONS> | null;
  washer_dryer_cost: Of<typeof WASHER_DRYER_COSTS> | null;
  counting_weight: number | string;
}

export interface ParkingSpotDto {
  id: RestId;
  building_id: RestId;
  parking_type: Of<typeof PARKING_TYPES>;
  parking_access: Of<typeof PARKING_ACCESS>;
  monthly_fee_cents: number | null;
}

export interface AvailabilityDto {
  building_id: RestId;
  start_date: string;
  bedrooms: BedroomAvailabilityDto[];
}

export interface BedroomAvailabilityDto {
  bedroom_id: RestId;
  is_available: boolean;
  available_on: string;
}

/** GET /me/: the spec §3 Profile plus the account fields of the contract. */
export interface MeDto {
  id: RestId;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  roles: UserRole[];
  user_role: UserRole;
  is_staff: boolean;
  email_verified_at: string | null;
  created_at: string;
  has_completed_application: boolean;
  has_resolution_cases?: boolean;
  /** Spec §6 Switch to manager: owns or co-manages a home (api/routes/building-managers/profile-facts.ts). */
  has_managed_buildings?: boolean;
  has_signed_tenant_lease: boolean;
  /** Spec §2 Tenants red dot, for the homes the user manages (api/routes/lifecycles/profile-facts.ts). */
  has_sent_lifecycle_with_unsigned_manager_lease?: boolean;
  has_associated_residential_service_provider: boolean;
  renters_insurance_purchase_completed_at: string | null;
  manager_onboarding_demo_call_status: 'demo_call_needed' | 'demo_call_completed' | 'demo_call_skipped' | null;
  stripe_connect_account_connected_at: string | null;
  occupation: string | null;
  interests: string[];
  applicant_profile_roommate_relationship_preference: 'minimal' | 'balanced' | 'social' | null;
  renter_confirmation_questions_completed_at: string | null;
  needs_screening: boolean;
  has_us_ssn: boolean | null;
  is_renting_with_animal: boolean | null;
  /** Animals on record (spec §5 pets step). */
  tenant_animals_count?: number;
  applicant_information_release_consent_submitted_at: string | null;
  service_provider_profile_photo_url: string | null;
  applicant_profile_photo_urls: string[];
  photo_urls: string[];
  guarantor_connections_as_guarantor_user?: { guarantor_connection_id: RestId }[];
  residential_service_provider_users?: {
    residential_service_provider: { service_provider_onboarding_completed_at: string | null };
  }[];
}

/** POST /email-register, /email-login, /assume-user-role. */
export interface SessionDto {
  token: string;
  user_id: RestId;
  user_role: UserRole;
}

export interface GuestSessionDto {
  token: string;
  expires_at: string;
}
