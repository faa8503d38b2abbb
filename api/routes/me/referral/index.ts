import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { issueReferralCode, referralOf } from '../../../money/referrals.js';

const tags = ['me'];

const ReferralSchema = z.object({
  eligible: z.boolean().describe('Whether the caller holds a signed lease that is not over: only then may they invite.'),
  code: z.string().nullable().describe('The caller\'s invite code (a promotion code); null until issued.'),
  friend_credit_cents: z.number().int().describe('What a friend applying with the code gets off their first rent.'),
  referrer_credit_cents: z.number().int().describe('What the caller is credited when a friend signs a lease with the code.'),
  credited_total_cents: z.number().int(),
  uses: z.array(z.object({
    lifecycle_id: z.number().int(),
    friend_first_name: z.string(),
    building_title: z.string(),
    applied_at: z.string(),
    lease_signed_at: z.string().nullable(),
    credit_cents: z.number().int().nullable(),
    credited_at: z.string().nullable(),
  })).describe('Applications carrying the code, newest first: a credit once the friend signed.'),
});

/**
 * /my-hearth#promote-listing (docs/money.md "Referrals"): the tenant's own invite
 * code, who used it and the credits it earned. Tenant role, own data only.
 */
export const referralRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/me/referral', {
    config: { access: 'tenant' },
    schema: { tags, summary: 'Your invite code, who applied with it and the credits it earned', response: { 200: ReferralSchema } },
  }, async (request) => referralOf(db, userId(request)));

  app.post('/me/referral', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: 'Issue your invite code (idempotent)',
      description: '422 referral_needs_signed_lease without a signed lease that is not over. Calling it again answers the same code.',
      response: { 200: ReferralSchema },
    },
  }, async (request) => {
    const me = userId(request);
    await db.transaction((tx) => issueReferralCode(tx, me));
    return referralOf(db, me);
  });
};
