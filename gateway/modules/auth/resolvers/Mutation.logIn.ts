import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf } from '../../../schema/payload.js';
import type { SessionDto } from '../../../v20/dto.js';

/** A role the account lacks is about the role picker of the form. */
const LOG_IN_ERRORS = { fieldForCode: { role_not_held: 'userRole' } };

export const logIn: NonNullable<MutationResolvers['logIn']> = (_parent, { input }, ctx) =>
  payloadOf(async () => ({
    session: await ctx.v20.post<SessionDto>('/email-login', {
      auth: 'none',
      body: { email: input.email, password: input.password, user_role: input.userRole },
    }),
  }), { session: null }, LOG_IN_ERRORS);
