import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, invalidInput } from '../../http/errors.js';
import { DbId } from '../../http/fields.js';
import { applicationErrors } from '../applications/application-errors.js';
import { IdPathParams } from '../../http/collection-params.js';
import { actorOf, requireAllowed } from './lifecycle-actor.js';
import { lockVisibleLifecycle } from './lifecycle-actor-repository.js';
import type { LifecycleRow } from './lifecycles-repository.js';
import { findActivePromo } from './lifecycle-actions-repository.js';
import { staysAtLeastMonths } from '../../domain/applications/stay.js';
import { rentOf } from './pricing-repository.js';

const RentComponents = z.object({ BASE: z.number().int(), UTILITIES: z.number().int(), PLATFORM_FEE: z.number().int(), TOTAL_RENT: z.number().int() });
const PricingSchema = z.object({
  lifecycle_id: z.number().int(),
  bedroom_id: z.number().int().nullable(),
  rent_components: RentComponents.nullable().describe('Monthly, cents; null until a bedroom is assigned.'),
  promo: z.object({ code: z.string(), kind: z.string(), amount_cents: z.number().int() }).nullable(),
  first_month_total_cents: z.number().int().nullable().describe('TOTAL_RENT less the promo credit, never below 0.'),
});
type Pricing = z.infer<typeof PricingSchema>;

async function pricingOf(ex: Executor, row: LifecycleRow, bedroomId: number | null, promoCode: string | null): Promise<Pricing> {
  const rent = bedroomId === null ? null : await rentOf(ex, bedroomId, row.building_id);
  if (bedroomId !== null && !rent) throw invalidInput({ bedroom_id: 'Choose a bedroom of this home.' });
  const promo = promoCode ? await findActivePromo(ex, promoCode) : null;
  if (promoCode && !promo) throw applicationErrors.unknownPromoCode();
  if (promo && !staysAtLeastMonths(row.move_in_date, row.move_out_date, promo.min_lease_months)) throw applicationErrors.promoNeedsSixMonths();
  return {
    lifecycle_id: row.id, bedroom_id: bedroomId, rent_components: rent,
    promo: promo ? { code: promo.code, kind: promo.kind, amount_cents: promo.amount_cents } : null,
    first_month_total_cents: rent ? Math.max(0, rent.TOTAL_RENT - (promo?.amount_cents ?? 0)) : null,
  };
}

const PreviewBody = z.object({
  bedroom_id: DbId.optional(),
  promo_code: z.string().trim().toUpperCase().max(40).nullable().optional(),
}).strict();

const RenewalRentBody = z.object({
  increase_percent: z.number().min(0).max(10, { error: 'Choose an increase of at most 10 %.' }).default(3),
}).strict().nullish();

/** Suggested renewal rent: this room's TOTAL_RENT raised by the percentage, rounded to whole dollars. */
export const renewalRentCents = (totalRentCents: number, increasePercent: number) =>
  Math.round((totalRentCents * (1 + increasePercent / 100)) / 100) * 100;

/** Reads of a lifecycle's price: to its tenant and its home's manager, in any state; 404 for anyone else. */
export const lifecyclePricingRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const read = <T>(request: Parameters<typeof actorOf>[0], id: number, fn: (tx: Executor, row: LifecycleRow) => Promise<T>) =>
    db.transaction(async (tx) => fn(tx, await lockVisibleLifecycle(tx, id, actorOf(request))));

  app.get('/lifecycles/:id/pricing', {
    config: { access: 'user' },
    schema: { tags: ['lifecycle actions'], summary: 'The monthly rent of a lifecycle, with its promo', params: IdPathParams, response: { 200: PricingSchema } },
  }, (request) => read(request, request.params.id, (tx, row) => pricingOf(tx, row, row.assigned_bedroom_id, row.promo_code)));

  app.post('/lifecycles/:id/preview-pricing', {
    config: { access: 'user' },
    schema: {
      tags: ['lifecycle actions'], summary: 'The price with another bedroom or promo code, without changing anything',
      description: 'Omitted fields keep the lifecycle\'s own; promo_code null previews without a promo.',
      params: IdPathParams, body: PreviewBody, response: { 200: PricingSchema },
    },
  }, (request) => read(request, request.params.id, (tx, row) => pricingOf(tx, row,
    request.body.bedroom_id ?? row.assigned_bedroom_id,
    request.body.promo_code === undefined ? row.promo_code : request.body.promo_code || null)));

  app.post('/lifecycles/:id/calculate-renewal-rent', {
    config: { access: 'user' },
    schema: {
      tags: ['lifecycle actions'], summary: 'Suggest a renewal rent from the bedroom\'s rent components (the home\'s manager)',
      description: 'increase_percent 0–10 (default 3). Same rule as start-renewal; 422 bedroom_not_assigned.',
      params: IdPathParams, body: RenewalRentBody,
      response: { 200: z.object({ lifecycle_id: z.number().int(), current_rent_components: RentComponents, increase_percent: z.number(), renewal_rent_cents: z.number().int() }) },
    },
  }, (request) => read(request, request.params.id, async (tx, row) => {
    requireAllowed(row, 'calculate-renewal-rent', actorOf(request));
    const rent = row.assigned_bedroom_id === null ? null : await rentOf(tx, row.assigned_bedroom_id, row.building_id);
    if (!rent) throw new HttpError(422, 'bedroom_not_assigned', 'This lifecycle has no bedroom to price.');
    const increase = request.body?.increase_percent ?? 3;
    return { lifecycle_id: row.id, current_rent_components: rent, increase_percent: increase, renewal_rent_cents: renewalRentCents(rent.TOTAL_RENT, increase) };
  }));
};
