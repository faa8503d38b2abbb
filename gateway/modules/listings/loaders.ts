import type { V20Client } from '../../v20/client.js';
import DataLoader from 'dataloader';
import { keyedBatchLoader, MAX_IDS_PER_PAGE, MAX_IDS_PER_PARTS_CALL, restLoader } from '../../v20/batch.js';
import type { AvailabilityDto, BathroomDto, BedroomDto, BuildingDto, ParkingSpotDto } from '../../v20/dto.js';

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
    availability: availabilityLoader(v20),
  };
}

/**
 * Building.availability(startDate) of a whole page is one `GET
 * /g/buildings/availability?ids=&start_date=` per start date asked for (one loader
 * per date, made on first use): a page of 100 homes is one call, not 100.
 */
function availabilityLoader(v20: V20Client) {
  const byDate = new Map<string, DataLoader<string, AvailabilityDto | null>>();
  return (startDate: string) => {
    let loader = byDate.get(startDate);
    if (!loader) {
      loader = keyedBatchLoader<AvailabilityDto>(v20, '/g/buildings/availability', 'building_id', MAX_IDS_PER_PAGE, { start_date: startDate });
      byDate.set(startDate, loader);
    }
    return loader;
  };
}

export type ListingLoaders = ReturnType<typeof createListingLoaders>;
