import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf } from '../../../schema/payload.js';

/*
 * Forgotten passwords. Neither call sends the browser's token: someone who forgot
 * their password is signed out, and a stale token must not stand in the way.
 */

export const requestPasswordReset: NonNullable<MutationResolvers['requestPasswordReset']> = (_parent, { input }, ctx) =>
  payloadOf(async () => {
    const { message } = await ctx.v20.post<{ message: string }>('/forgot-password', { auth: 'none', body: { email: input.email } });
    return { ok: true, message };
  }, { ok: false, message: null });

/** A refused link is about the token (the page offers a new one); a weak password about the field. */
const RESET_ERRORS = { fieldForCode: { invalid_reset_token: 'token' }, rename: { new_password: 'newPassword' } };

export const resetPassword: NonNullable<MutationResolvers['resetPassword']> = (_parent, { input }, ctx) =>
  payloadOf(async () => {
    await ctx.v20.post('/reset-password', { auth: 'none', body: { token: input.token, new_password: input.newPassword } });
    return { ok: true };
  }, { ok: false }, RESET_ERRORS);
