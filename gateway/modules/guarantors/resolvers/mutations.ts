import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { GuarantorConnectionDto } from '../dto.js';
import { restIdFrom } from '../ids.js';

/**
 * Runs one guarantor write and answers with the connection as it is now and a
 * fresh viewer (lists and the Finish Guarantor Screening button may have changed).
 */
async function write(ctx: GatewayContext, run: () => Promise<GuarantorConnectionDto>, fieldForCode: Record<string, string>) {
  return payloadOf(async () => {
    const guarantorConnection = await run();
    ctx.refreshLoaders();
    return { guarantorConnection, viewer: ctx.session };
  }, { guarantorConnection: null, viewer: ctx.session }, { fieldForCode });
}

const badId = (ctx: GatewayContext, field: string, what: string) => ({
  guarantorConnection: null, viewer: ctx.session, userErrors: [userError('invalid_input', `This is not the id of ${what}.`, field)],
});

export const inviteGuarantor: NonNullable<MutationResolvers['inviteGuarantor']> = (_p, { input }, ctx) => {
  const lifecycleId = restIdFrom(input.lifecycleId, 'Lifecycle');
  if (!lifecycleId) return badId(ctx, 'lifecycleId', 'an application');
  return write(ctx, () => ctx.v20.post<GuarantorConnectionDto>('/guarantor-connections', {
    body: { lifecycle_id: Number(lifecycleId), guarantor_name: input.guarantorName, guarantor_email: input.guarantorEmail },
  }), { not_found: 'lifecycleId', application_not_active: 'lifecycleId' });
};

export const resendGuarantorInvite: NonNullable<MutationResolvers['resendGuarantorInvite']> = (_p, { input }, ctx) => {
  const id = restIdFrom(input.connectionId, 'GuarantorConnection');
  if (!id) return badId(ctx, 'connectionId', 'a guarantor connection');
  return write(ctx, () => ctx.v20.post<GuarantorConnectionDto>('/guarantor-connections/:id/resend-invite', { params: { id } }), {});
};

export const acceptGuarantorInvite: NonNullable<MutationResolvers['acceptGuarantorInvite']> = (_p, { input }, ctx) => {
  const id = restIdFrom(input.connectionId, 'GuarantorConnection');
  if (!id) return badId(ctx, 'connectionId', 'a guarantor connection');
  return write(ctx, () => ctx.v20.post<GuarantorConnectionDto>('/guarantor-connections/:id/accept', {
    params: { id }, body: { invite_token: input.inviteToken },
  }), { guarantor_connection_already_accepted: 'inviteToken', application_not_active: 'inviteToken' });
};
