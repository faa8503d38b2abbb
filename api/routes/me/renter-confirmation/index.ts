import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { HttpError } from '../../../http/errors.js';
import { openQuestionsOf } from '../../../applications/renter-confirmation-repository.js';
import { settleRenterConfirmation } from '../../../applications/renter-confirmation.js';
import { renterConfirmationCompletedAt } from './renter-confirmation-repository.js';

const Response = z.object({ renter_confirmation_questions_completed_at: z.iso.datetime().nullable() });

/**
 * Spec §4 step 8 done without an answer: when no question of the caller's active
 * applications is open (none was ever asked, as for an application a resolution
 * case created), the renter confirmation step is complete. The web's
 * /renter-confirmation offers it as "Continue", so the step always has a way through.
 */
export const renterConfirmationRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/me/renter-confirmation', {
    config: { access: 'tenant' },
    schema: {
      tags: ['applications'], summary: 'Complete the renter confirmation step when no question is left open',
      description: '422 confirmation_questions_open while a question of an active application is neither answered nor declined. '
        + 'Completing it sends the applications it completes to their managers, as the last answer does.',
      body: z.object({}).strict().nullish(),
      response: { 200: Response },
    },
  }, async (request) => {
    const me = userId(request);
    return db.transaction(async (tx) => {
      const { open } = await openQuestionsOf(tx, me);
      if (open > 0) {
        throw new HttpError(422, 'confirmation_questions_open', `Answer or decline the ${open === 1 ? 'question' : `${open} questions`} left first.`);
      }
      await settleRenterConfirmation(tx, me);
      return { renter_confirmation_questions_completed_at: await renterConfirmationCompletedAt(tx, me) };
    });
  });
};
