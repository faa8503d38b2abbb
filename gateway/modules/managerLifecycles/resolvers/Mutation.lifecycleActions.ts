import type { LifecycleAction } from '../../../../common/lifecycles.js';
import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { isRestId, restIdOf as restIdOfNode } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { LifecycleDto } from '../../applications/dto.js';
import { restIdOf } from '../../applications/ids.js';

/** Actions that need nothing but the lifecycle (takeLifecycleAction); the rest have their own mutation. */
const WITHOUT_INPUT: readonly LifecycleAction[] = [
  'request-renewal', 'non-renewal', 'decline-renewal-offer', 'unassign', 'remove-promo', 'apply-automatic-promo',
];

const lifecycleIdOf = (id: string) => (isRestId(id) ? id : restIdOf(id, 'Lifecycle'));

/**
 * POST /lifecycles/{id}/<action> and the payload every lifecycle mutation answers:
 * the lifecycle after the action, a fresh viewer (the red dot may have changed), or
 * userErrors (404 not yours, 422 the action table's refusal, 400 a field).
 */
export async function runAction(
  ctx: GatewayContext, lifecycleId: string, action: LifecycleAction, body?: object, fieldForCode: Record<string, string> = {},
) {
  const failed = { lifecycle: null, viewer: ctx.session };
  const id = lifecycleIdOf(lifecycleId);
  if (!id) return { ...failed, userErrors: [userError('not_found', 'No such lifecycle.', 'lifecycleId')] };
  return payloadOf(async () => {
    const lifecycle = await ctx.v20.post<LifecycleDto>(`/lifecycles/:id/${action}`, { params: { id }, body: body ?? {} });
    ctx.refreshLoaders();
    return { lifecycle, viewer: ctx.session };
  }, failed, { fieldForCode: { not_found: 'lifecycleId', ...fieldForCode } });
}

export const approveLifecycle: NonNullable<MutationResolvers['approveLifecycle']> = (_p, { input }, ctx) =>
  runAction(ctx, input.lifecycleId, 'approve');

export const denyLifecycle: NonNullable<MutationResolvers['denyLifecycle']> = (_p, { input }, ctx) =>
  runAction(ctx, input.lifecycleId, 'manager-denial', { reason: input.reason, ...(input.message ? { message: input.message } : {}) });

export const deactivateLifecycle: NonNullable<MutationResolvers['deactivateLifecycle']> = (_p, { input }, ctx) =>
  runAction(ctx, input.lifecycleId, 'deactivate', { reason: input.reason, ...(input.message ? { message: input.message } : {}) });

export const startLifecycleRenewal: NonNullable<MutationResolvers['startLifecycleRenewal']> = (_p, { input }, ctx) =>
  runAction(ctx, input.lifecycleId, 'start-renewal', { renewal_rent_cents: input.renewalRentCents });

export const assignLifecycleBedroom: NonNullable<MutationResolvers['assignLifecycleBedroom']> = (_p, { input }, ctx) => {
  const bedroomId = isRestId(input.bedroomId) ? input.bedroomId : restIdOfNode(input.bedroomId, 'Bedroom');
  if (!bedroomId) {
    return { lifecycle: null, viewer: ctx.session, userErrors: [userError('invalid_input', 'Choose a bedroom of this home.', 'bedroomId')] };
  }
  return runAction(ctx, input.lifecycleId, 'assign', { bedroom_id: Number(bedroomId) });
};

export const setEarlyLeaseTerminationVacateDate: NonNullable<MutationResolvers['setEarlyLeaseTerminationVacateDate']> = (_p, { input }, ctx) =>
  runAction(ctx, input.lifecycleId, 'early-lease-termination-vacate-date', { vacate_date: input.vacateDate });

export const takeLifecycleAction: NonNullable<MutationResolvers['takeLifecycleAction']> = async (_p, { input }, ctx) => {
  if (!WITHOUT_INPUT.includes(input.action)) {
    return { lifecycle: null, viewer: ctx.session, userErrors: [userError('invalid_input', 'This action has its own mutation.', 'action')] };
  }
  return runAction(ctx, input.lifecycleId, input.action);
};
