import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { LifecycleDto } from '../dto.js';
import { restIdOf } from '../ids.js';

export const payApplicationFee: NonNullable<MutationResolvers['payApplicationFee']> = async (_parent, { input }, ctx) => {
  const id = restIdOf(input.lifecycleId, 'Lifecycle');
  if (!id) return { lifecycle: null, viewer: ctx.session, userErrors: [userError('not_found', 'No such application.', 'lifecycleId')] };
  return payloadOf(async () => {
    await ctx.v20.post('/me/application-fee', {
      idempotencyKey: input.idempotencyKey,
      body: { lifecycle_id: Number(id), card_number: input.cardNumber, exp_month: input.expMonth, exp_year: input.expYear, cvc: input.cvc },
    });
    ctx.refreshLoaders();
    const lifecycle: LifecycleDto | null = await ctx.loaders.applications.lifecycles.load(id);
    return { lifecycle, viewer: ctx.session };
  }, { lifecycle: null, viewer: ctx.session }, {
    rename: { 'Idempotency-Key': 'idempotencyKey' },
    fieldForCode: { not_found: 'lifecycleId', application_fee_already_paid: 'lifecycleId', application_not_active: 'lifecycleId' },
  });
};
