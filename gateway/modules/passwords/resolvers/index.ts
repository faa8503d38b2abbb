import type { MutationResolvers, Resolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import { V20Error } from '../../../v20/errors.js';

/** The api's refusal of a personal action while staff impersonate (spec §8). */
const FORBIDDEN_AS_IMPERSONATE_USER = 'forbidden_as_impersonate_user';
export const IMPERSONATING_MESSAGE = "You can't change a password while acting as someone else. Only the person themselves can change it.";

const changePassword: NonNullable<MutationResolvers['changePassword']> = async (_parent, { input }, ctx) => {
  try {
    return await payloadOf(async () => {
      await ctx.v20.post('/change-password', {
        body: { new_password: input.newPassword, ...(input.currentPassword ? { current_password: input.currentPassword } : {}) },
      });
      return { ok: true };
    }, { ok: false });
  } catch (err) {
    // Staff acting as the user: a reason to show on the form, not a failed request (a 401
    // the client would otherwise read as "could not reach Hearth" or a lost session).
    if (err instanceof V20Error && err.code === FORBIDDEN_AS_IMPERSONATE_USER) {
      return { ok: false, userErrors: [userError(FORBIDDEN_AS_IMPERSONATE_USER, IMPERSONATING_MESSAGE)] };
    }
    throw err;
  }
};

/** Whether the account has a password, and changing it (spec §7 POST /change-password). */
export const passwordResolvers: Resolvers = {
  Profile: { hasPassword: (p) => p.has_password },
  Mutation: { changePassword },
};
