import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf } from '../../../schema/payload.js';

/** A refused or malformed link is about the link, whatever part of it v20 names. */
const VERIFY_ERRORS = { fieldForCode: { invalid_verification_token: 'token' }, rename: { user_id: 'token', email_verification_token: 'token' } };

/** The link may be opened signed out, or in another account's browser: no token is sent. */
export const verifyEmail: NonNullable<MutationResolvers['verifyEmail']> = (_parent, { input }, ctx) =>
  payloadOf(async () => {
    await ctx.v20.post('/verify-email', { auth: 'none', body: { user_id: input.userId, email_verification_token: input.token } });
    return { ok: true };
  }, { ok: false }, VERIFY_ERRORS);

/** A new confirmation link; the same answer whether or not the email has an account (no token sent: often signed out). */
export const resendEmailConfirmation: NonNullable<MutationResolvers['resendEmailConfirmation']> = (_parent, { input }, ctx) =>
  payloadOf(async () => {
    const { message } = await ctx.v20.post<{ message: string }>('/verify-email/resend', { auth: 'none', body: { email: input.email } });
    return { ok: true, message };
  }, { ok: false, message: null });
