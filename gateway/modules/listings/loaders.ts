import type { V20Client } from '../../v20/client.js';
import { restLoader } from '../../v20/batch.js';
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
    buildings: restLoader<BuildingDto>(v20, listingsRoute(isGuest)),
    bedrooms: restLoader<BedroomDto>(v20, '/bedrooms'),
    bathrooms: restLoader<BathroomDto>(v20, '/bathrooms'),
    parkingSpots: restLoader<ParkingSpotDto>(v20, '/parking-spots'),
  };
}

export type ListingLoaders = ReturnType<typeof createListingLoaders>;
