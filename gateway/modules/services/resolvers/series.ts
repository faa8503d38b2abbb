import type { MutationResolvers, ServiceActivityResolvers, ServiceSeriesVisitResolvers } from '../../../__generated__/resolvers-types.js';
import type { UserErrorMapping } from '../../../v20/errors.js';
import { MAPPING, jobAction } from './mutations.js';

/** The REST fields of pricing, as the inputs name them. */
const PRICING_MAPPING: UserErrorMapping = {
  rename: { ...MAPPING.rename, price_cents: 'priceCents', automatic_pricing_type: 'automaticPricingType' },
  fieldForCode: { ...MAPPING.fieldForCode, service_activity_price_agreed: 'priceCents' },
};

const FINAL = new Set(['APPOINTMENT_COMPLETED', 'APPOINTMENT_CANCELED']);

/** A job's series fields (v20 `repeat_every_weeks`, `series`, `visits`, `automatic_pricing_type`). */
export const ServiceActivitySeries: Pick<ServiceActivityResolvers,
  'automaticPricingType' | 'repeatEveryWeeks' | 'series' | 'seriesSequence' | 'visitDueOn' | 'visits' | 'nextVisit'> = {
  automaticPricingType: (a) => a.automatic_pricing_type,
  repeatEveryWeeks: (a) => a.repeat_every_weeks,
  series: (a, _args, ctx) => (a.series ? ctx.loaders.services.activities.load(String(a.series.id)) : null),
  seriesSequence: (a) => a.series?.sequence ?? null,
  visitDueOn: (a) => a.series?.visit_due_on ?? null,
  // Lists carry no visits: a series seen in full is read once more for them.
  visits: async (a, _args, ctx) => {
    if (a.repeat_every_weeks === null || a.series || a.detail !== 'full') return [];
    return a.visits ?? (await ctx.loaders.services.activities.load(String(a.id)))?.visits ?? [];
  },
  nextVisit: async (a, _args, ctx) => {
    if (a.status !== 'RECURRING_SERVICE_STARTED' || a.detail !== 'full') return null;
    const visits = a.visits ?? (await ctx.loaders.services.activities.load(String(a.id)))?.visits ?? [];
    const open = visits.filter((v) => !FINAL.has(v.status)).at(-1);
    return open ? ctx.loaders.services.activities.load(String(open.id)) : null;
  },
};

export const ServiceSeriesVisit: ServiceSeriesVisitResolvers = {
  databaseId: (v) => v.id,
  sequence: (v) => v.series_sequence,
  status: (v) => v.status,
  visitDueOn: (v) => v.visit_due_on,
  scheduledStart: (v) => v.scheduled_start,
  priceCents: (v) => v.price_cents,
  automaticPricingType: (v) => v.automatic_pricing_type,
  holderName: (v) => v.holder_name,
  activity: (v, _args, ctx) => ctx.loaders.services.activities.load(String(v.id)),
};

export const setServiceActivityPrice: NonNullable<MutationResolvers['setServiceActivityPrice']> = (_p, { input }, ctx) =>
  jobAction(ctx, input.serviceActivityId, 'pricing', { price_cents: input.priceCents }, input.idempotencyKey, PRICING_MAPPING);

export const setServiceActivityAutomaticPricingType: NonNullable<MutationResolvers['setServiceActivityAutomaticPricingType']> = (_p, { input }, ctx) =>
  jobAction(ctx, input.serviceActivityId, 'automatic-pricing-type', { automatic_pricing_type: input.automaticPricingType }, input.idempotencyKey, PRICING_MAPPING);
