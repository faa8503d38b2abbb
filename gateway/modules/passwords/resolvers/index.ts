import type { MutationResolvers, Resolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf } from '../../../schema/payload.js';

const changePassword: NonNullable<MutationResolvers['changePassword']> = (_parent, { input }, ctx) =>
  payloadOf(async () => {
    await ctx.v20.post('/change-password', {
      body: { new_password: input.newPassword, ...(input.currentPassword ? { current_password: input.currentPassword } : {}) },
    });
    return { ok: true };
  }, { ok: false });

/** Whether the account has a password, and changing it (spec §7 POST /change-password). */
export const passwordResolvers: Resolvers = {
  Profile: { hasPassword: (p) => p.has_password },
  Mutation: { changePassword },
};
