import { z } from 'zod';
import { LIFECYCLE_CATEGORIES, LIFECYCLE_CATEGORY_LABELS } from '../../../common/lifecycles.js';
import type { HomeCategory } from './categories-repository.js';

/** Spec §3: a home of the manager's with its lifecycle category (GET /lifecycle-categories, GET /buildings/{id}/lifecycle-category). */
export const HomeCategorySchema = z.object({
  building_id: z.number().int(),
  title: z.string(),
  category: z.enum(LIFECYCLE_CATEGORIES),
  category_label: z.string(),
  is_listed: z.boolean(),
  bedroom_count: z.number().int(),
  bedroom_ids: z.array(z.number().int()),
  leased_bedroom_count: z.number().int(),
  awaiting_countersign_count: z.number().int(),
  sent_to_manager_count: z.number().int(),
});

export const toHomeCategoryDto = (h: HomeCategory): z.infer<typeof HomeCategorySchema> => ({
  building_id: h.buildingId, title: h.title, category: h.category, category_label: LIFECYCLE_CATEGORY_LABELS[h.category],
  is_listed: h.isListed, bedroom_count: h.bedroomCount, bedroom_ids: h.bedroomIds, leased_bedroom_count: h.leasedBedroomCount,
  awaiting_countersign_count: h.awaitingCountersignCount, sent_to_manager_count: h.sentToManagerCount,
});
