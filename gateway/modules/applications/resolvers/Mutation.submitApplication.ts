import type { MutationResolvers, SubmitApplicationInput } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { restIdOf as bedroomRestIdOf } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import { V20Error } from '../../../v20/errors.js';
import type { LifecycleDto } from '../dto.js';

/** v20's submit-application field names → this input's. */
const INPUT_FIELD: Record<string, string> = {
  bedroom_listing_id: 'bedroomId',
  move_in_date: 'moveInDate',
  move_out_date: 'moveOutDate',
  guarantor_name: 'guarantorName',
  guarantor_email: 'guarantorEmail',
  promo_code: 'promoCode',
  'Idempotency-Key': 'idempotencyKey',
};

/** Refusals that carry no field, placed next to the field they are about. */
const FIELD_FOR_CODE: Record<string, string> = {
  not_found: 'bedroomId', duplicate_active_application: 'bedroomId', bedroom_not_available: 'moveInDate',
  unknown_promo_code: 'promoCode', promo_code_requires_six_months: 'promoCode', pets_not_allowed: 'pets',
};

function submit(ctx: GatewayContext, input: SubmitApplicationInput, bedroomId: string) {
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
  }, { lifecycle: null, viewer: ctx.session }, { rename: INPUT_FIELD, fieldForCode: FIELD_FOR_CODE });
}

export const submitApplication: NonNullable<MutationResolvers['submitApplication']> = async (_parent, { input }, ctx) => {
  const bedroomId = bedroomRestIdOf(input.bedroomId, 'Bedroom');
  if (!bedroomId) {
    return { lifecycle: null, viewer: ctx.session, userErrors: [userError('invalid_input', 'Choose a room of this home.', 'bedroomId')] };
  }
  try {
    return await submit(ctx, input, bedroomId);
  } catch (err) {
    // A 403, but one the applicant can act on (contact support): told as a userError.
    if (err instanceof V20Error && err.code === 'blocked_from_creating_lifecycles') {
      return { lifecycle: null, viewer: ctx.session, userErrors: [userError(err.code, err.message)] };
    }
    throw err;
  }
};
