import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { actorOf, viewerOf } from '../../http/viewer.js';
import { offeredToProvider, takeJob, updateActivity } from './activities-repository.js';
import { lockedOr404, requireTransition } from './activity-access.js';
import { ActivitySchema } from './activity-dto.js';
import { readBack } from './activity-read.js';
import { PricingBody, TAGS as tags, VendorInformationBody } from './activity-schemas.js';
import { recordHistory } from './history-repository.js';
import { recordActivityEvent } from './activity-events.js';
import { requireCurrentInsurance } from '../residential-service-providers/onboarding-steps.js';
import { findProvider } from '../residential-service-providers/providers-repository.js';
import { copyTermsToSeries } from './series-repository.js';

/** pricing and vendor-information (spec §7): what an open job pays, and staff giving it to a vendor. */
export const offerRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const response = { 200: ActivitySchema };

  app.post('/service-activities/:id/pricing', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Set what the job pays', params: IdPathParams, body: PricingBody, response,
      description: 'While REQUESTED: the home\'s managers until a vendor holds it (then 422 service_activity_price_agreed), staff always. '
        + 'The pay becomes manual (automatic_pricing_type); a visit of a series passes it on to the visits after it.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = request.params.id;
    return idempotent(db, request, reply, 'POST /service-activities/:id/pricing', async (tx) => {
      const a = await lockedOr404(tx, viewer, id);
      const step = requireTransition(viewer, a, 'set_price');
      const price = request.body.price_cents;
      // A price set by hand makes the pay manual (a series' next visits keep it: copyTermsToSeries).
      if (price !== a.price_cents || a.automatic_pricing_type !== 'manual') {
        await updateActivity(tx, id, { priceCents: price, automaticPricingType: 'manual' });
        await copyTermsToSeries(tx, id);
        await recordHistory(tx, { activityId: id, action: 'set_price', from: step.from, to: step.to, actor: actorOf(viewer), detail: { from_cents: a.price_cents, to_cents: price } });
        await recordActivityEvent(tx, { viewer, activityId: id, action: 'set_price' });
      }
      return { status: 200, body: await readBack(tx, deps.config, viewer, id) };
    });
  });

  app.post('/service-activities/:id/vendor-information', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Give an open job to a vendor (staff)', params: IdPathParams, body: VendorInformationBody, response,
      description: 'The provider must be onboarded and serve the job\'s category in the home\'s region (422 naming residential_service_provider_id). '
        + 'A job someone holds: 409 service_activity_taken (remove-vendor first).',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = request.params.id;
    const providerId = request.body.residential_service_provider_id;
    return idempotent(db, request, reply, 'POST /service-activities/:id/vendor-information', async (tx) => {
      const a = await lockedOr404(tx, viewer, id);
      const step = requireTransition(viewer, a, 'assign');
      if (!(await offeredToProvider(tx, id, providerId))) {
        const message = 'This provider is not onboarded or does not serve this job\'s category in the home\'s region.';
        throw new HttpError(422, 'provider_not_offered', message, { residential_service_provider_id: message });
      }
      requireCurrentInsurance((await findProvider(tx, providerId))!);
      if (!(await takeJob(tx, id, providerId))) throw new HttpError(409, 'service_activity_taken', 'A vendor took this job first.');
      await recordHistory(tx, { activityId: id, action: 'assign', from: step.from, to: step.to, actor: actorOf(viewer), detail: { provider_id: providerId } });
      await recordActivityEvent(tx, { viewer, activityId: id, action: 'assign' });
      return { status: 200, body: await readBack(tx, deps.config, viewer, id) };
    });
  });
};
