import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf } from '../../../schema/payload.js';
import type { SessionDto } from '../../../v20/dto.js';

/** `email_taken` (409) is about the email field even though v20 may not name it. */
const REGISTER_ERRORS = { fieldForCode: { email_taken: 'email' } };

export const register: NonNullable<MutationResolvers['register']> = (_parent, { input }, ctx) =>
  payloadOf(async () => ({
    // No token: a stale one in the browser must not stop anyone from signing up.
    session: await ctx.v20.post<SessionDto>('/email-register', {
      auth: 'none',
      body: {
        email: input.email,
        password: input.password,
        user_role: input.userRole,
        first_name: input.firstName ?? undefined,
        last_name: input.lastName ?? undefined,
      },
    }),
  }), { session: null }, REGISTER_ERRORS);
