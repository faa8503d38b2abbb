import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { buildDigest, DEFAULT_PERIOD_DAYS, periodEndingAt } from '../../../digests/build-digest.js';
import { DigestSchema } from '../../../digests/digest-schemas.js';
import { digestRecipient } from '../../../digests/digests-repository.js';
import { HttpError, invalidInput, notFound } from '../../../http/errors.js';
import { DbId } from '../../../http/fields.js';

const Instant = z.iso.datetime({ offset: true, error: 'Give a date and time, e.g. 2026-05-01T00:00:00Z.' });
const MAX_PERIOD_DAYS = 92;

const DigestBody = z.object({
  user_id: DbId,
  user_role: z.enum(['tenant', 'manager'], { error: 'user_role is tenant or manager.' }),
  period_start: Instant.optional().describe(`Default: ${DEFAULT_PERIOD_DAYS} days before period_end.`),
  period_end: Instant.optional().describe('Default: now.'),
}).strict();

/** Staff build (and mail) a user's digest now (docs/digests.md); the weekly job does the same for everyone with news. */
export const internalDigestRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/internal/digests', {
    config: { access: 'staff' },
    schema: {
      tags: ['internal', 'digests'], summary: 'Build and mail a user\'s digest (staff)',
      description: '201 with the new digest, mailed to the outbox; 200 with the stored one when this user, role and period already have one. '
        + `A period is at most ${MAX_PERIOD_DAYS} days. 422 role_not_held when the user does not have that role.`,
      body: DigestBody, response: { 200: DigestSchema, 201: DigestSchema },
    },
  }, async (request, reply) => {
    const b = request.body;
    const end = b.period_end ? new Date(b.period_end) : new Date();
    const start = b.period_start ? new Date(b.period_start) : new Date(end.getTime() - DEFAULT_PERIOD_DAYS * 86_400_000);
    if (start >= end) throw invalidInput({ period_start: 'The period must start before it ends.' });
    if (end.getTime() - start.getTime() > MAX_PERIOD_DAYS * 86_400_000) throw invalidInput({ period_start: `A digest covers at most ${MAX_PERIOD_DAYS} days.` });
    const user = await digestRecipient(db, b.user_id);
    if (!user) throw notFound('user');
    if (!user.roles.includes(b.user_role)) throw new HttpError(422, 'role_not_held', `This user is not a ${b.user_role}.`);
    const period = b.period_start || b.period_end ? { start: start.toISOString(), end: end.toISOString() } : periodEndingAt(end);
    const built = await buildDigest(db, deps.mailer, { userId: b.user_id, role: b.user_role, period, skipEmpty: false });
    if (!built) throw notFound('user');
    return reply.status(built.created ? 201 : 200).send(built.digest);
  });
};
