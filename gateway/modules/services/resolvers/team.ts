import type {
  MutationResolvers, QueryResolvers, ResidentialServiceProviderResolvers,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { restIdOf } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import { V20Error, type UserErrorMapping } from '../../../v20/errors.js';
import { photoUrl } from '../../listings/photos.js';
import type { ProviderDto } from '../dto.js';
import type { ProviderOpenInviteDto } from '../onboardingDto.js';

/**
 * The company's own pages (docs/vendors.md "Company settings"): its team, its
 * photo, joining through an invitation link, the time zone of a region.
 */
const MAPPING: UserErrorMapping = {
  rename: { invite_id: 'inviteId', user_id: 'userId' },
  fieldForCode: { not_found: 'providerId', owner_cannot_leave: 'userId', invite_not_open: 'token' },
};

/** Answers a person can act on (not a role question): shown beside the form like a 422. */
const ANSWERED_403 = new Set(['invite_for_another_email', 'forbidden']);

async function with403AsAnswer<P>(run: () => Promise<P>): Promise<P> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof V20Error && err.status === 403 && ANSWERED_403.has(err.code)) {
      throw new V20Error(422, err.code, err.message, err.fields, err.route);
    }
    throw err;
  }
}

const noSuchCompany = () => ({ provider: null, userErrors: [userError('not_found', 'No such company.', 'providerId')] });

async function providerAfterChange(ctx: GatewayContext, id: string): Promise<ProviderDto> {
  ctx.refreshLoaders();
  return ctx.v20.get<ProviderDto>('/residential-service-providers/:id', { params: { id } });
}

export const ResidentialServiceProviderTeam: Pick<ResidentialServiceProviderResolvers, 'photoUrl' | 'viewerRole' | 'openInvites' | 'users'> = {
  photoUrl: (p, _a, ctx) => (p.photo_url ? photoUrl(ctx.publicUrl, p.photo_url) : null),
  viewerRole: (p, _a, ctx) => p.users.find((u) => String(u.user_id) === ctx.session.userId)?.provider_role ?? null,
  openInvites: async (p, _a, ctx) =>
    (await ctx.v20.get<{ results: ProviderOpenInviteDto[] }>('/residential-service-providers/:id/invites', { params: { id: String(p.id) } })).results,
  users: (p, _a, ctx) => p.users.map((u) => ({
    userId: String(u.user_id), firstName: u.first_name, name: u.name, email: u.email, role: u.provider_role,
    joinedAt: u.joined_at, isViewer: String(u.user_id) === ctx.session.userId,
  })),
};

export const timeZoneOfRegion: NonNullable<QueryResolvers['timeZoneOfRegion']> = async (_p, { region }, ctx) => {
  const found = await ctx.v20.post<{ time_zone: string; region: string }>('/geocoding/timezone', { body: { region } });
  return { timeZone: found.time_zone, region: found.region };
};

export const removeServiceProviderUser: NonNullable<MutationResolvers['removeServiceProviderUser']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.providerId, 'ResidentialServiceProvider');
  if (!id) return noSuchCompany();
  return payloadOf(() => with403AsAnswer(async () => {
    await ctx.v20.delete('/residential-service-providers/:id/provider-users/:user_id', { params: { id, user_id: input.userId } });
    const left = input.userId === ctx.session.userId;
    return { provider: left ? null : await providerAfterChange(ctx, id) };
  }), { provider: null }, MAPPING);
};

export const revokeServiceProviderInvite: NonNullable<MutationResolvers['revokeServiceProviderInvite']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.providerId, 'ResidentialServiceProvider');
  if (!id) return noSuchCompany();
  return payloadOf(() => with403AsAnswer(async () => {
    await ctx.v20.delete('/residential-service-providers/:id/invites/:invite_id', { params: { id, invite_id: String(input.inviteId) } });
    return { provider: await providerAfterChange(ctx, id) };
  }), { provider: null }, { ...MAPPING, fieldForCode: { ...MAPPING.fieldForCode, not_found: 'inviteId' } });
};

/** A wrong token answers 404 like an unknown invitation: said as the link being wrong. */
export const acceptServiceProviderInvite: NonNullable<MutationResolvers['acceptServiceProviderInvite']> = async (_p, { input }, ctx) => {
  const result = await payloadOf(() => with403AsAnswer(async () => {
    const provider = await ctx.v20.post<ProviderDto>('/residential-service-providers/accept-invite', {
      body: { invite_id: input.inviteId, token: input.token },
    });
    ctx.refreshLoaders();
    return { provider };
  }), { provider: null }, { ...MAPPING, fieldForCode: { ...MAPPING.fieldForCode, not_found: 'token', already_in_service_provider: 'inviteId' } });
  return result;
};
