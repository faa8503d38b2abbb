import type { V20Client } from '../../v20/client.js';
import { MAX_IDS_PER_PAGE, MAX_IDS_PER_PARTS_CALL, restLoader } from '../../v20/batch.js';
import type { BathroomDto, BedroomDto, BuildingDto, ParkingSpotDto } from '../../v20/dto.js';

/**
 * Signed-in users read listings through `/listings`, guests through `/g/listings`
 * (both take `ids`); the user route is the one that knows `is_saved`.
 */
export function listingsRoute(isGuest: boolean): string {
  return isGuest ? '/g/listings' : '/listings';
}

export function createListingLoaders(v20: V20Client, isGuest: boolean) {
  return {
    buildings: restLoader<BuildingDto>(v20, listingsRoute(isGuest), MAX_IDS_PER_PAGE),
    bedrooms: restLoader<BedroomDto>(v20, '/bedrooms', MAX_IDS_PER_PARTS_CALL),
    bathrooms: restLoader<BathroomDto>(v20, '/bathrooms', MAX_IDS_PER_PARTS_CALL),
    parkingSpots: restLoader<ParkingSpotDto>(v20, '/parking-spots', MAX_IDS_PER_PARTS_CALL),
  };
}

export type ListingLoaders = ReturnType<typeof createListingLoaders>;
