import type { BuildingResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { loadAll } from '../../../v20/batch.js';
import { V20Error } from '../../../v20/errors.js';
import type { BuildingDto, BuildingParent } from '../dto.js';
import { money } from '../../core/money.js';
import { photosOf } from '../photos.js';

/**
 * A field only a home's own page shows, read from the whole home. A card (listings/view.ts
 * chose `view=card`) has none of them; should one be asked of a card anyway, the whole
 * homes are loaded, one batched call for a page of them.
 */
function pageOnly<T>(b: BuildingParent, ctx: GatewayContext, read: (whole: BuildingDto) => T): T | Promise<T> {
  if ('description' in b) return read(b);
  return ctx.loaders.listings.buildings.load(String(b.id)).then((whole) => {
    // The card came from the same viewer a moment ago; a gap is a home unlisted in between.
    if (!whole) throw new V20Error(502, 'inconsistent_response', `Listing ${b.id} is no longer shown.`);
    return read(whole);
  });
}

export const Building: BuildingResolvers = {
  id: (b) => toGlobalId('Building', b.id),
  databaseId: (b) => String(b.id),
  propertyType: (b) => b.property_type,
  cityPage: (b) => b.region,
  photos: (b, _args, ctx) => photosOf(ctx.publicUrl, b.title, b.photo_urls),
  description: (b, _args, ctx) => pageOnly(b, ctx, (w) => w.description),
  homeAmenities: (b, _args, ctx) => pageOnly(b, ctx, (w) => w.home_amenities),
  storageTypes: (b, _args, ctx) => pageOnly(b, ctx, (w) => w.storage_types),
  petOptions: (b) => b.pet_options,
  utilitiesIncluded: (b, _args, ctx) => pageOnly(b, ctx, (w) => w.utilities_included),
  accessMethod: (b, _args, ctx) => pageOnly(b, ctx, (w) => w.access_method),
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
