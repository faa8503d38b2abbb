import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { InformationRequestDto } from '../dto.js';
import { restIdOf } from '../ids.js';

async function answer(ctx: GatewayContext, requestId: string, action: 'response' | 'decline-response', body: object) {
  const id = restIdOf(requestId, 'InformationRequest');
  if (!id) {
    return { informationRequest: null, viewer: ctx.session, userErrors: [userError('not_found', 'No such request.', 'informationRequestId')] };
  }
  return payloadOf(async () => {
    const informationRequest = await ctx.v20.post<InformationRequestDto>(`/information-requests/:id/${action}`, { params: { id }, body });
    ctx.refreshLoaders();
    return { informationRequest, viewer: ctx.session };
  }, { informationRequest: null, viewer: ctx.session }, { fieldForCode: { not_found: 'informationRequestId' } });
}

export const respondToInformationRequest: NonNullable<MutationResolvers['respondToInformationRequest']> = (_parent, { input }, ctx) =>
  answer(ctx, input.informationRequestId, 'response', { text: input.text });

export const declineInformationRequest: NonNullable<MutationResolvers['declineInformationRequest']> = (_parent, { input }, ctx) =>
  answer(ctx, input.informationRequestId, 'decline-response', { reason: input.reason });
