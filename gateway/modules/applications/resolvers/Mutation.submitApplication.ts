import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { restIdOf as bedroomRestIdOf } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { LifecycleDto } from '../dto.js';

/** v20's submit-application field names → this input's. */
const INPUT_FIELD: Record<string, string> = {
  bedroom_listing_id: 'bedroomId',
  user_id: 'bedroomId',
  move_in_date: 'moveInDate',
  move_out_date: 'moveOutDate',
  guarantor_name: 'guarantorName',
  guarantor_email: 'guarantorEmail',
  promo_code: 'promoCode',
  'Idempotency-Key': 'idempotencyKey',
};

export const submitApplication: NonNullable<MutationResolvers['submitApplication']> = async (_parent, { input }, ctx) => {
  const bedroomId = bedroomRestIdOf(input.bedroomId, 'Bedroom');
  if (!bedroomId) {
    return { lifecycle: null, viewer: ctx.session, userErrors: [userError('invalid_input', 'Choose a room of this home.', 'bedroomId')] };
  }
  return payloadOf(async () => {
    const lifecycle = await ctx.v20.post<LifecycleDto>('/submit-application', {
      idempotencyKey: input.idempotencyKey,
      body: {
        user_id: Number(ctx.session.userId),
        bedroom_listing_id: Number(bedroomId),
        move_in_date: input.moveInDate,
        move_out_date: input.moveOutDate,
        pets: input.pets ?? [],
        guarantor_name: input.guarantorName ?? null,
        guarantor_email: input.guarantorEmail ?? null,
        promo_code: input.promoCode ?? null,
      },
    });
    // The next onboarding step depends on the application just made.
    ctx.refreshLoaders();
    return { lifecycle, viewer: ctx.session };
  }, { lifecycle: null, viewer: ctx.session }, {
    rename: INPUT_FIELD,
    fieldForCode: {
      not_found: 'bedroomId', bedroom_not_available: 'moveInDate', duplicate_active_application: 'bedroomId',
      unknown_promo_code: 'promoCode', promo_code_requires_six_months: 'promoCode', pets_not_allowed: 'pets',
    },
  });
};
