import { z } from 'zod';
import { REGION_SLUGS } from '../../../common/regions.js';
import { VENDOR_SERVICE_CATEGORIES, WEEKDAYS } from '../../../common/services.js';
import { missingOnboardingSteps, ONBOARDING_STEPS } from './onboarding-steps.js';
import type { ProviderRow, ProviderUserRow } from './providers-repository.js';

const Hours = z.object({ opens: z.string(), closes: z.string() });

export const ProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  service_categories: z.array(z.enum(VENDOR_SERVICE_CATEGORIES)),
  regions: z.array(z.enum(REGION_SLUGS)),
  business_hours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, Hours.optional()]))),
  time_zone: z.string(),
  service_provider_onboarding_completed_at: z.string().nullable(),
  onboarding_steps_missing: z.array(z.enum(ONBOARDING_STEPS)).describe('What is left before jobs are offered (empty once onboarded); '
    + 'insurance_certificate also when the current one has expired.'),
  users: z.array(z.object({ user_id: z.number().int(), first_name: z.string(), provider_role: z.enum(['owner', 'member']) })),
  created_at: z.string(),
  updated_at: z.string(),
});

export const toProviderDto = (p: ProviderRow, users: readonly ProviderUserRow[]): z.infer<typeof ProviderSchema> => ({
  id: p.id, name: p.name, service_categories: p.service_categories, regions: p.regions, business_hours: p.business_hours,
  time_zone: p.time_zone, service_provider_onboarding_completed_at: p.service_provider_onboarding_completed_at,
  onboarding_steps_missing: missingOnboardingSteps(p).map((m) => m.step),
  users: users.map((u) => ({ user_id: u.user_id, first_name: u.first_name, provider_role: u.provider_role })),
  created_at: p.created_at, updated_at: p.updated_at,
});
