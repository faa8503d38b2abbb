import { z } from 'zod';
import { MANAGER_BOOKABLE_VISIBILITIES, SERVICE_TEMPLATES, SERVICE_VISIBILITIES, VENDOR_SERVICE_CATEGORIES } from '../../../common/services.js';
import type { ServiceTypeRow } from './service-types-repository.js';

export const ServiceTypeSchema = z.object({
  id: z.number().int(),
  template: z.enum(SERVICE_TEMPLATES).nullable().describe('The spec\'s service template, or null for a plain type of a category.'),
  name: z.string(),
  description: z.string(),
  service_category: z.enum(VENDOR_SERVICE_CATEGORIES),
  visibility: z.enum(SERVICE_VISIBILITIES),
  manager_may_book: z.boolean().describe('Whether a manager may book it through the marketplace (visibility marketplace_booking_only or always_select).'),
  default_price_cents: z.number().int(),
  default_duration_minutes: z.number().int(),
});

export const toServiceTypeDto = (t: ServiceTypeRow): z.infer<typeof ServiceTypeSchema> => ({
  id: t.id, template: t.template, name: t.name, description: t.description, service_category: t.service_category,
  visibility: t.visibility, manager_may_book: MANAGER_BOOKABLE_VISIBILITIES.includes(t.visibility),
  default_price_cents: t.default_price_cents, default_duration_minutes: t.default_duration_minutes,
});
