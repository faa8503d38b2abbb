import type { BathroomResolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';

export const Bathroom: BathroomResolvers = {
  id: (r) => toGlobalId('Bathroom', r.id),
  databaseId: (r) => String(r.id),
  bathroomType: (r) => r.bathroom_type,
  // Postgres numerics may arrive as strings ("0.5").
  countingWeight: (r) => Number(r.counting_weight),
  washerDryerLocation: (r) => r.washer_dryer_location,
  washerDryerCost: (r) => r.washer_dryer_cost,
};
