import type {
  ACCESS_METHODS, BATHROOM_RELATIONS, BATHROOM_TYPES, BEDROOM_FEATURES, HOME_AMENITIES, PARKING_ACCESS, PARKING_TYPES,
  PET_OPTIONS, PRICING_MODES, PROPERTY_TYPES, STORAGE_TYPES, UTILITIES, WASHER_DRYER_COSTS, WASHER_DRYER_LOCATIONS,
} from '../../../common/enums.js';

type Of<T extends readonly string[]> = T[number];
export type Amenity = Of<typeof HOME_AMENITIES>;
export type StorageType = Of<typeof STORAGE_TYPES>;
export type PetOption = Of<typeof PET_OPTIONS>;
export type Utility = Of<typeof UTILITIES>;
export type BedroomFeature = Of<typeof BEDROOM_FEATURES>;

/**
 * The demo homes as plain data, before any date is attached: dates are kept as
 * day offsets from the day of seeding, so the structure is identical on every run
 * while availability still looks current to whoever browses.
 */
export interface PlannedHome {
  id: number;
  owner: 'manager' | 'manager2' | 'multi';
  /** Null for a home its manager has not listed yet. */
  listedDaysAgo: number | null;
  title: string;
  description: string;
  propertyType: Of<typeof PROPERTY_TYPES>;
  street: string;
  city: string;
  state: string;
  zip: string;
  region: string;
  neighborhood: string;
  latitude: number;
  longitude: number;
  homeAmenities: Amenity[];
  storageTypes: StorageType[];
  petOptions: PetOption[];
  utilitiesIncluded: Utility[];
  accessMethod: Of<typeof ACCESS_METHODS>;
  pricingMode: Of<typeof PRICING_MODES>;
  photoCount: number;
  bedrooms: PlannedBedroom[];
  bathrooms: PlannedBathroom[];
  parkingSpots: PlannedParkingSpot[];
}

export interface PlannedBedroom {
  id: number;
  name: string;
  features: BedroomFeature[];
  baseCents: number;
  utilitiesCents: number;
  platformFeeCents: number;
  /** Days after the seeding day; zero or less means it can be moved into now. */
  availableInDays: number;
  sizeSqFt: number;
  photoCount: number;
}

export interface PlannedBathroom {
  id: number;
  bathroomType: Of<typeof BATHROOM_TYPES>;
  relation: Of<typeof BATHROOM_RELATIONS>;
  attachedBedroomId: number | null;
  washerDryerLocation: Of<typeof WASHER_DRYER_LOCATIONS> | null;
  washerDryerCost: Of<typeof WASHER_DRYER_COSTS> | null;
}

export interface PlannedParkingSpot {
  id: number;
  parkingType: Of<typeof PARKING_TYPES>;
  parkingAccess: Of<typeof PARKING_ACCESS>;
  monthlyFeeCents: number;
}

export const totalRentCents = (b: PlannedBedroom) => b.baseCents + b.utilitiesCents + b.platformFeeCents;
