import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { V20Error } from '../../../v20/errors.js';
import type { GuarantorConnectionDto, GuarantorFactDto, GuarantorInviteDto } from '../dto.js';
import { restIdFrom } from '../ids.js';
import { showFinishGuarantorScreening } from '../rules/finishGuarantorScreening.js';

const asParty = async (ctx: GatewayContext, relationship: 'tenant' | 'guarantor') =>
  (await ctx.loaders.guarantors.viewerConnections()).filter((c) => c.viewer_relationship === relationship);

/** The invite behind a link, or why it cannot be used (a refused link is data, not an error). */
async function loadInvite(ctx: GatewayContext, connectionId: string, inviteToken: string): Promise<GuarantorInviteDto> {
  const restId = restIdFrom(connectionId, 'GuarantorConnection');
  if (!restId || inviteToken.length === 0 || inviteToken.length > 200) return { connection: null, problem: 'invalid_invite_token' };
  try {
    const connection = await ctx.v20.get<GuarantorConnectionDto>('/guarantor-connections/:id', {
      params: { id: restId }, query: { invite_token: inviteToken },
    });
    return { connection, problem: null };
  } catch (err) {
    if (err instanceof V20Error && err.status === 409) return { connection: null, problem: 'guarantor_connection_already_accepted' };
    if (err instanceof V20Error && (err.status === 404 || err.status === 400)) return { connection: null, problem: 'invalid_invite_token' };
    throw err;
  }
}

/** Viewer fields of the guarantors module. */
export const Viewer: ViewerResolvers = {
  guarantorConnections: (_s, _args, ctx) => asParty(ctx, 'tenant'),
  guarantorConnectionsAsGuarantor: (_s, _args, ctx) => asParty(ctx, 'guarantor'),
  // Read from GET /me/, which the header loads anyway: no call of its own.
  showFinishGuarantorScreening: async (s, _args, ctx) => {
    const me = await ctx.loaders.viewer.me();
    if (!me) return false;
    const facts = (me.guarantor_connections_as_guarantor_user ?? []) as GuarantorFactDto[];
    return showFinishGuarantorScreening(s.role, facts.map((f) => f.status));
  },
  guarantorInvite: (s, { connectionId, inviteToken }, ctx) => (s.isGuest ? null : loadInvite(ctx, connectionId, inviteToken)),
};
