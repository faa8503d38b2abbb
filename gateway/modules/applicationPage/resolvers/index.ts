import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../__generated__/resolvers-types.js';
import { isRestId } from '../../../relay/globalId.js';
import { runAction } from '../../managerLifecycles/resolvers/Mutation.lifecycleActions.js';

/**
 * The applicant's own application by REST id. Only the tenant role reads it: v20
 * shows a tenant only their own lifecycles (another's id is simply not in the
 * answer), and a manager's view of their applicants lives on their own page.
 */
export const application: NonNullable<QueryResolvers['application']> = (_p, { databaseId }, ctx) => {
  if (ctx.session.isGuest || ctx.session.role !== 'tenant' || !isRestId(databaseId)) return null;
  return ctx.loaders.applications.lifecycles.load(databaseId);
};

/** The refusals of add-promo concern the code the applicant typed. */
const PROMO_ERRORS = {
  unknown_promo_code: 'promoCode', promo_code_requires_six_months: 'promoCode', action_not_allowed_in_state: 'promoCode',
};

/** POST /lifecycles/{id}/add-promo; v20's refusals name the code field. */
export const addLifecyclePromoCode: NonNullable<MutationResolvers['addLifecyclePromoCode']> = (_p, { input }, ctx) =>
  runAction(ctx, input.lifecycleId, 'add-promo', { promo_code: input.promoCode }, PROMO_ERRORS);

export const applicationPageResolvers: Resolvers = {
  Query: { application },
  Mutation: { addLifecyclePromoCode },
};
