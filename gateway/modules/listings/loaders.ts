import DataLoader from 'dataloader';
import type { V20Client } from '../../v20/client.js';
import { byIdsLoader, MAX_IDS_PER_PAGE, MAX_IDS_PER_PARTS_CALL, type LoaderScope } from '../../v20/batch.js';
import type { AvailabilityDto, BathroomDto, BedroomDto, BuildingCardDto, BuildingDto, ParkingSpotDto } from './dto.js';

/**
 * Signed-in users read listings through `/listings`, guests through `/g/listings`
 * (both take `ids`); the user route is the one that knows `is_saved`.
 */
export function listingsRoute(isGuest: boolean): string {
  return isGuest ? '/g/listings' : '/listings';
}

/** The loaders of Building (this module is its home) and of its parts. */
export function createListingLoaders({ v20, session }: LoaderScope) {
  return {
    // Whole homes and cards (`view=card`) are kept apart: a card must never answer a query that asks for a description.
    buildings: byIdsLoader<BuildingDto>(v20, listingsRoute(session.isGuest), { maxIds: MAX_IDS_PER_PAGE }),
    buildingCards: byIdsLoader<BuildingCardDto>(v20, listingsRoute(session.isGuest), { maxIds: MAX_IDS_PER_PAGE, query: { view: 'card' } }),
    bedrooms: byIdsLoader<BedroomDto>(v20, '/bedrooms', { maxIds: MAX_IDS_PER_PARTS_CALL }),
    bathrooms: byIdsLoader<BathroomDto>(v20, '/bathrooms', { maxIds: MAX_IDS_PER_PARTS_CALL }),
    parkingSpots: byIdsLoader<ParkingSpotDto>(v20, '/parking-spots', { maxIds: MAX_IDS_PER_PARTS_CALL }),
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
      loader = byIdsLoader<AvailabilityDto>(v20, '/g/buildings/availability', {
        key: 'building_id', maxIds: MAX_IDS_PER_PAGE, paged: false, query: { start_date: startDate },
      });
      byDate.set(startDate, loader);
    }
    return loader;
  };
}
