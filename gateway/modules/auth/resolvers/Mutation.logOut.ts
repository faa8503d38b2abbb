import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import { V20Error } from '../../../v20/errors.js';

/**
 * Spec §8: a logout failure is ignored by the web, so this never throws for an
 * ended or missing session; it says so in userErrors instead.
 */
export const logOut: NonNullable<MutationResolvers['logOut']> = async (_parent, _args, ctx) => {
  try {
    return await payloadOf(async () => {
      await ctx.v20.post('/logout');
      return { ok: true };
    }, { ok: false });
  } catch (err) {
    if (err instanceof V20Error && err.status === 401) {
      return { ok: false, userErrors: [userError(err.code, 'Your session had already ended.')] };
    }
    throw err;
  }
};
