/**
 * Building and its parts: v20 shapes this module (their home) loads. Other modules
 * extend Building (`extend type Building`) and read these (gateway/v20/dto.ts:
 * generated from the api's OpenAPI document).
 */
import type { V20Response, V20Row } from '../../v20/dto.js';

/** `GET /listings` answers a page of whole homes, or of cards (`view=card`): a row of either. */
type RowOf<Page> = Page extends { results: (infer Row)[] } ? Row : never;
type ListingRowDto = RowOf<V20Response<'/listings', 'get'>>;
/** `GET /listings?ids=` (guests: `/g/listings`, the same row without `is_saved` set): a whole home. */
export type BuildingDto = Extract<ListingRowDto, { description: string }>;
/** `GET /listings?view=card`: a home without the fields only its own page shows (listings/view.ts). */
export type BuildingCardDto = Exclude<ListingRowDto, { description: string }>;
/** What Building's resolvers get: a whole home, or its card when the query asked for nothing more. */
export type BuildingParent = BuildingDto | BuildingCardDto;
export type AddressDto = BuildingDto['address'];
export type BedroomDto = V20Row<'/bedrooms', 'get'>;
export type BathroomDto = V20Row<'/bathrooms', 'get'>;
export type ParkingSpotDto = V20Row<'/parking-spots', 'get'>;
export type AvailabilityDto = V20Row<'/g/buildings/availability', 'get'>;
export type BedroomAvailabilityDto = AvailabilityDto['bedrooms'][number];
