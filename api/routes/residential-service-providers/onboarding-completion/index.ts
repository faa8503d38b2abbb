import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { viewerOf } from '../../../http/viewer.js';
import { missingOnboardingSteps } from '../onboarding-steps.js';
import { providerDto, visibleProviderOr404 } from '../provider-access.js';
import { ProviderSchema } from '../provider-dto.js';
import { TAGS as tags } from '../provider-schemas.js';
import { findProvider, refreshOnboarding } from '../providers-repository.js';

/**
 * The onboarding's last step ("Finish"): onboarding completes by itself once every
 * step is done; this call says which are not, one field each, so the screen can
 * send the vendor back to them.
 */
export const onboardingCompletionRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/residential-service-providers/:id/onboarding-completion', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Finish onboarding', params: IdPathParams, response: { 200: ProviderSchema },
      description: 'Its people (vendor role) and staff; anyone else 404. 200 with service_provider_onboarding_completed_at set once '
        + 'categories, regions, hours, a current insurance certificate, a W-9 and a connected payout account are all there; else 422 '
        + 'onboarding_incomplete with one field per missing step (service_categories, regions, business_hours, insurance_certificate, w9, payout_account).',
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    const { provider } = await visibleProviderOr404(db, viewer, request.params.id);
    // Kept even when the answer is 422: an insurance that lapsed ends the onboarding here too.
    await refreshOnboarding(db, provider.id);
    const missing = missingOnboardingSteps(provider);
    if (missing.length > 0) {
      throw new HttpError(422, 'onboarding_incomplete', `Before jobs are offered to you: ${missing.map((m) => m.message).join(' ')}`,
        Object.fromEntries(missing.map((m) => [m.step, m.message])));
    }
    return providerDto(db, (await findProvider(db, provider.id))!, deps.config);
  });
};
