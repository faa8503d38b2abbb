/**
 * GraphQL ↔ v20 values of the listings enums, derived from common/enums.ts and
 * common/regions.ts. Each export is both the enum resolver (value) and the REST
 * value union (type) that codegen uses for the enum, so resolvers pass DTO values
 * through untouched.
 */
import {
  ACCESS_METHODS, BATHROOM_RELATIONS, BATHROOM_TYPES, BEDROOM_FEATURES, HOME_AMENITIES, LISTING_SORTS,
  PARKING_ACCESS, PARKING_TYPES, PET_OPTIONS, PRICING_MODES, PROPERTY_TYPES, STORAGE_TYPES, UTILITIES,
  WASHER_DRYER_COSTS, WASHER_DRYER_LOCATIONS,
} from '../../../common/enums.js';
import { CITY_PAGES } from '../../../common/regions.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type ListingSort = (typeof LISTING_SORTS)[number];
export const ListingSort = enumValueMap(LISTING_SORTS);
/** City page ↔ the v20 `region` slug (`TRIAD` ↔ `triad`, `ATLANTA` ↔ `ga/atlanta`). */
export type CityPage = string;
export const CityPage: Record<string, string> = Object.fromEntries(CITY_PAGES.map((p) => [p.key, p.slug]));
export type PetOption = (typeof PET_OPTIONS)[number];
export const PetOption = enumValueMap(PET_OPTIONS);
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PropertyType = enumValueMap(PROPERTY_TYPES);
export type HomeAmenity = (typeof HOME_AMENITIES)[number];
export const HomeAmenity = enumValueMap(HOME_AMENITIES);
export type StorageType = (typeof STORAGE_TYPES)[number];
export const StorageType = enumValueMap(STORAGE_TYPES);
export type Utility = (typeof UTILITIES)[number];
export const Utility = enumValueMap(UTILITIES);
export type AccessMethod = (typeof ACCESS_METHODS)[number];
export const AccessMethod = enumValueMap(ACCESS_METHODS);
export type PricingMode = (typeof PRICING_MODES)[number];
export const PricingMode = enumValueMap(PRICING_MODES);
export type BedroomFeature = (typeof BEDROOM_FEATURES)[number];
export const BedroomFeature = enumValueMap(BEDROOM_FEATURES);
export type BathroomType = (typeof BATHROOM_TYPES)[number];
export const BathroomType = enumValueMap(BATHROOM_TYPES);
export type BathroomRelation = (typeof BATHROOM_RELATIONS)[number];
export const BathroomRelation = enumValueMap(BATHROOM_RELATIONS);
export type WasherDryerLocation = (typeof WASHER_DRYER_LOCATIONS)[number];
export const WasherDryerLocation = enumValueMap(WASHER_DRYER_LOCATIONS);
export type WasherDryerCost = (typeof WASHER_DRYER_COSTS)[number];
export const WasherDryerCost = enumValueMap(WASHER_DRYER_COSTS);
export type ParkingType = (typeof PARKING_TYPES)[number];
export const ParkingType = enumValueMap(PARKING_TYPES);
export type ParkingAccess = (typeof PARKING_ACCESS)[number];
export const ParkingAccess = enumValueMap(PARKING_ACCESS);
