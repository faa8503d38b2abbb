import type { ManagedHomeResolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { loadAll } from '../../../v20/batch.js';

export const ManagedHome: ManagedHomeResolvers = {
  buildingId: (h) => toGlobalId('Building', h.building_id),
  title: (h) => h.title,
  category: (h) => h.category,
  categoryLabel: (h) => h.category_label,
  isListed: (h) => h.is_listed,
  bedroomCount: (h) => h.bedroom_count,
  leasedBedroomCount: (h) => h.leased_bedroom_count,
  awaitingCountersignCount: (h) => h.awaiting_countersign_count,
  sentToManagerCount: (h) => h.sent_to_manager_count,
  bedrooms: (h, _args, ctx) => loadAll(ctx.loaders.listings.bedrooms, h.bedroom_ids),
  lifecycles: (h, _args, ctx) => ctx.loaders.managerLifecycles.openLifecyclesOfHome.load(String(h.building_id)),
};
