import type { BedroomAvailabilityResolvers, BedroomResolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { V20Error } from '../../../v20/errors.js';
import { money } from '../../core/money.js';
import { photosOf } from '../photos.js';

export const Bedroom: BedroomResolvers = {
  id: (r) => toGlobalId('Bedroom', r.id),
  databaseId: (r) => String(r.id),
  rent: ({ rent_components: rent }) => ({
    base: money(rent.BASE),
    utilities: money(rent.UTILITIES),
    platformFee: money(rent.PLATFORM_FEE),
    totalRent: money(rent.TOTAL_RENT),
  }),
  availableOn: (r) => r.available_on,
  availableFrom: (r) => r.available_from,
  sizeSqFt: (r) => r.size_sq_ft,
  photos: (r, _args, ctx) => photosOf(ctx.publicUrl, r.name, r.photo_urls),
};

export const BedroomAvailability: BedroomAvailabilityResolvers = {
  bedroom: async (a, _args, ctx) => {
    const bedroom = await ctx.loaders.listings.bedrooms.load(String(a.bedroom_id));
    // The availability and the bedroom come from the same listed home; a gap is a v20 bug.
    if (!bedroom) throw new V20Error(502, 'inconsistent_response', `Bedroom ${a.bedroom_id} is missing.`);
    return bedroom;
  },
  isAvailable: (a) => a.is_available,
  availableOn: (a) => a.available_on,
};
