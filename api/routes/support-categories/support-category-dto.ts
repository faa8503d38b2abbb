import { z } from 'zod';
import type { SupportCategoryRow } from './support-categories-repository.js';

export const SupportCategorySchema = z.object({
  id: z.number().int(), name: z.string(), description: z.string(), sort_order: z.number().int(),
});
export const InternalSupportCategorySchema = SupportCategorySchema.extend({
  is_active: z.boolean(), created_at: z.string(), updated_at: z.string(),
});

export const toSupportCategoryDto = (c: SupportCategoryRow) => ({ id: c.id, name: c.name, description: c.description, sort_order: c.sort_order });
export const toInternalSupportCategoryDto = (c: SupportCategoryRow) => ({ ...toSupportCategoryDto(c), is_active: c.is_active, created_at: c.created_at, updated_at: c.updated_at });
