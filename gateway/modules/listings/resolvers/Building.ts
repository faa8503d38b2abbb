import type { BuildingResolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { loadAll } from '../../../v20/batch.js';
import { money } from '../../core/money.js';
import { photosOf } from '../photos.js';

export const Building: BuildingResolvers = {
  id: (b) => toGlobalId('Building', b.id),
  databaseId: (b) => String(b.id),
  propertyType: (b) => b.property_type,
  cityPage: (b) => b.region,
  photos: (b, _args, ctx) => photosOf(ctx.publicUrl, b.title, b.photo_urls),
  homeAmenities: (b) => b.home_amenities,
  storageTypes: (b) => b.storage_types,
  petOptions: (b) => b.pet_options,
  utilitiesIncluded: (b) => b.utilities_included,
  accessMethod: (b) => b.access_method,
  pricingMode: (b) => b.pricing_mode,
  numBedrooms: (b) => b.num_bedrooms,
  bathroomCount: (b) => Number(b.bathroom_count),
  priceRange: (b) =>
    b.min_rent_cents == null || b.max_rent_cents == null
      ? null
      : { min: money(b.min_rent_cents), max: money(b.max_rent_cents) },
  earliestAvailableDate: (b) => b.earliest_available_date,
  // Every home on a page asks in the same tick, so each kind is one batched v20 call.
  bedrooms: (b, _args, ctx) => loadAll(ctx.loaders.listings.bedrooms, b.bedroom_ids),
  bathrooms: (b, _args, ctx) => loadAll(ctx.loaders.listings.bathrooms, b.bathroom_ids),
  parkingSpots: (b, _args, ctx) => loadAll(ctx.loaders.listings.parkingSpots, b.parking_spot_ids),
  isSaved: (b) => b.is_saved === true,
  // One batched v20 call per page and start date (listings/loaders.ts).
  availability: async (b, { startDate }, ctx) => (await ctx.loaders.listings.availability(startDate).load(String(b.id)))?.bedrooms ?? [],
};
