import type { MutationResolvers, Resolvers } from '../../../__generated__/resolvers-types.js';
import { personalPayloadOf } from '../../../schema/payload.js';

const IMPERSONATING_MESSAGE = "You can't change a password while acting as someone else. Only the person themselves can change it.";

const changePassword: NonNullable<MutationResolvers['changePassword']> = (_parent, { input }, ctx) =>
  personalPayloadOf(async () => {
    await ctx.v20.post('/change-password', {
      body: { new_password: input.newPassword, ...(input.currentPassword ? { current_password: input.currentPassword } : {}) },
    });
    return { ok: true };
  }, { ok: false }, IMPERSONATING_MESSAGE);

/** Whether the account has a password, and changing it (spec §7 POST /change-password). */
export const passwordResolvers: Resolvers = {
  Profile: { hasPassword: (p) => p.has_password },
  Mutation: { changePassword },
};
