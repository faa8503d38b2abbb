import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { actorOf, viewerOf } from '../../http/viewer.js';
import { findVisibleActivity, updateActivity } from './activities-repository.js';
import { lockedOr404, requireTransition } from './activity-access.js';
import { ActivitySchema, toActivityDto } from './activity-dto.js';
import { PricingTypeBody, TAGS as tags } from './activity-schemas.js';
import { recordActivityEvent } from './activity-events.js';
import { historyOf, recordHistory } from './history-repository.js';
import { copyTermsToSeries, serviceTypePrice } from './series-repository.js';

/**
 * `automatic-pricing-type` (spec §7): where the pay of an open job comes from. It is
 * a change of the pay, so the set_price rule decides who may (the home's managers
 * while nobody holds the job, staff while it is REQUESTED) and the timeline and the
 * event call it `set_price`.
 */
export const pricingTypeRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/service-activities/:id/automatic-pricing-type', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Choose where the job\'s pay comes from', params: IdPathParams, body: PricingTypeBody, response: { 200: ActivitySchema },
      description: 'service_type_default: the pay becomes the service type\'s price (and a series\' next visits take the type\'s price of their day); '
        + 'manual: the pay stays as it is and is set with /pricing. Who: as /pricing (managers of the home until a vendor holds the job, '
        + 'then 422 service_activity_price_agreed; staff while REQUESTED). A visit of a series passes the choice on to the visits after it.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = request.params.id;
    return idempotent(db, request, reply, 'POST /service-activities/:id/automatic-pricing-type', async (tx) => {
      const a = await lockedOr404(tx, viewer, id);
      const step = requireTransition(viewer, a, 'set_price');
      const type = request.body.automatic_pricing_type;
      const price = type === 'service_type_default' ? await serviceTypePrice(tx, a.service_type_id) : a.price_cents;
      if (type !== a.automatic_pricing_type || price !== a.price_cents) {
        await updateActivity(tx, id, { priceCents: price, automaticPricingType: type });
        await copyTermsToSeries(tx, id);
        await recordHistory(tx, {
          activityId: id, action: 'set_price', from: step.from, to: step.to, actor: actorOf(viewer),
          detail: { from_cents: a.price_cents, to_cents: price, automatic_pricing_type: type },
        });
        await recordActivityEvent(tx, { viewer, activityId: id, action: 'set_price' });
      }
      return { status: 200, body: toActivityDto(viewer, (await findVisibleActivity(tx, viewer, id))!, await historyOf(tx, id)) };
    });
  });
};
