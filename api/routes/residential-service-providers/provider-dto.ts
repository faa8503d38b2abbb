import { z } from 'zod';
import { REGION_SLUGS } from '../../../common/regions.js';
import { VENDOR_SERVICE_CATEGORIES, WEEKDAYS } from '../../../common/services.js';
import { missingOnboardingSteps, ONBOARDING_STEPS } from './onboarding-steps.js';
import type { ApiConfig } from '../../config.js';
import { downloadPath } from '../../uploads/file-links.js';
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
  photo_url: z.string().nullable().describe('Signed, root-relative address of the company\'s photo (valid to the end of the seventh day), or null.'),
  users: z.array(z.object({
    user_id: z.number().int(), first_name: z.string(), name: z.string(), email: z.string(),
    provider_role: z.enum(['owner', 'member']), joined_at: z.string(),
  })),
  created_at: z.string(),
  updated_at: z.string(),
});

/** Only the company's people and staff get it: the photo's address is the credential. */
export const toProviderDto = (config: ApiConfig, p: ProviderRow, users: readonly ProviderUserRow[]): z.infer<typeof ProviderSchema> => ({
  id: p.id, name: p.name, service_categories: p.service_categories, regions: p.regions, business_hours: p.business_hours,
  time_zone: p.time_zone, service_provider_onboarding_completed_at: p.service_provider_onboarding_completed_at,
  onboarding_steps_missing: missingOnboardingSteps(p).map((m) => m.step),
  photo_url: p.photo_file_id ? downloadPath(config, p.photo_file_id) : null,
  users: users.map((u) => ({
    user_id: u.user_id, first_name: u.first_name, name: u.name, email: u.email, provider_role: u.provider_role, joined_at: u.joined_at,
  })),
  created_at: p.created_at, updated_at: p.updated_at,
});
