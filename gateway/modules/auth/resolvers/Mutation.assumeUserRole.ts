import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { SessionDto } from '../../../v20/dto.js';

export const assumeUserRole: NonNullable<MutationResolvers['assumeUserRole']> = async (_parent, { input }, ctx) => {
  return payloadOf(async () => ({
    session: await ctx.v20.post<SessionDto>('/assume-user-role', { body: { user_role: input.userRole } }),
  }), { session: null }, { fieldForCode: { role_not_held: 'userRole' } });
};
