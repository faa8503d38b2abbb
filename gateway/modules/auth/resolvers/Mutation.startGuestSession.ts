import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GuestSessionDto } from '../../../v20/dto.js';

export const startGuestSession: NonNullable<MutationResolvers['startGuestSession']> = (_parent, _args, ctx) =>
  ctx.v20.post<GuestSessionDto>('/g/session', { auth: 'none' });
