/**
 * Building and its parts: v20 shapes this module (their home) loads. Other modules
 * extend Building (`extend type Building`) and read these (gateway/v20/dto.ts:
 * generated from the api's OpenAPI document).
 */
import type { V20Row } from '../../v20/dto.js';

/** `GET /listings?ids=` (guests: `/g/listings`, the same row without `is_saved` set). */
export type BuildingDto = V20Row<'/listings', 'get'>;
export type AddressDto = BuildingDto['address'];
export type BedroomDto = V20Row<'/bedrooms', 'get'>;
export type BathroomDto = V20Row<'/bathrooms', 'get'>;
export type ParkingSpotDto = V20Row<'/parking-spots', 'get'>;
export type AvailabilityDto = V20Row<'/g/buildings/availability', 'get'>;
export type BedroomAvailabilityDto = AvailabilityDto['bedrooms'][number];
