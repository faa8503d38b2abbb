import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { LifecycleDto } from '../dto.js';
import { restIdOf } from '../ids.js';

export const withdrawApplication: NonNullable<MutationResolvers['withdrawApplication']> = async (_parent, { input }, ctx) => {
  const id = restIdOf(input.lifecycleId, 'Lifecycle');
  if (!id) return { lifecycle: null, viewer: ctx.session, userErrors: [userError('not_found', 'No such application.', 'lifecycleId')] };
  return payloadOf(async () => {
    const lifecycle = await ctx.v20.post<LifecycleDto>('/applications/:id/withdraw', { params: { id }, body: { reason: input.reason } });
    ctx.refreshLoaders();
    return { lifecycle, viewer: ctx.session };
  }, { lifecycle: null, viewer: ctx.session }, { fieldForCode: { not_found: 'lifecycleId' } });
};
