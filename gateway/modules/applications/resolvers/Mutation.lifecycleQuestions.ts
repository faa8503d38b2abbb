import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { LifecycleQuestionDto } from '../dto.js';
import { restIdOf } from '../ids.js';

/** Answers or declines a renter confirmation question; the payload's viewer shows the next onboarding step. */
async function settle(ctx: GatewayContext, questionId: string, action: 'response' | 'decline-response', body: object) {
  const id = restIdOf(questionId, 'LifecycleQuestion');
  if (!id) return { lifecycleQuestion: null, viewer: ctx.session, userErrors: [userError('not_found', 'No such question.', 'questionId')] };
  return payloadOf(async () => {
    const lifecycleQuestion = await ctx.v20.post<LifecycleQuestionDto>(`/lifecycle-questions/:id/${action}`, { params: { id }, body });
    ctx.refreshLoaders();
    return { lifecycleQuestion, viewer: ctx.session };
  }, { lifecycleQuestion: null, viewer: ctx.session }, { fieldForCode: { not_found: 'questionId' } });
}

export const answerLifecycleQuestion: NonNullable<MutationResolvers['answerLifecycleQuestion']> = (_parent, { input }, ctx) =>
  settle(ctx, input.questionId, 'response', { response: input.response });

export const declineLifecycleQuestion: NonNullable<MutationResolvers['declineLifecycleQuestion']> = (_parent, { input }, ctx) =>
  settle(ctx, input.questionId, 'decline-response', { reason: input.reason });

/** The renter confirmation step with nothing left to answer (spec §4 step 8): done, and on to the next step. */
export const completeRenterConfirmation: NonNullable<MutationResolvers['completeRenterConfirmation']> = (_parent, _args, ctx) =>
  payloadOf(async () => {
    await ctx.v20.post('/me/renter-confirmation', { body: {} });
    ctx.refreshLoaders();
    return { viewer: ctx.session };
  }, { viewer: ctx.session });
