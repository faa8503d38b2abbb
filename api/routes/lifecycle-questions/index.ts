import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONFIRM_ANSWER } from '../../domain/applications/renter-confirmation-questions.js';
import type { AppDeps } from '../../deps.js';
import type { Executor } from '../../db/client.js';
import { userId } from '../../http/access.js';
import { invalidInput, notFound } from '../../http/errors.js';
import { applicationErrors } from '../applications/application-errors.js';
import { IdPathParams } from '../../http/collection-params.js';
import { DeclineBody, LifecycleQuestionSchema, ResponseBody, toLifecycleQuestionDto } from './lifecycle-question-dto.js';
import { findOwnQuestion, findQuestion, recordDecline, recordResponse, type LifecycleQuestionRow } from './lifecycle-questions-repository.js';
import { settleRenterConfirmation } from '../../applications/renter-confirmation.js';

/** The applicant's own question of an active application; anyone else's is 404. */
async function ownOpenQuestion(tx: Executor, id: number, caller: number): Promise<LifecycleQuestionRow> {
  const question = await findOwnQuestion(tx, id, caller);
  if (!question) throw notFound('question');
  if (!question.lifecycle_is_active) throw applicationErrors.notActive();
  return question;
}

/** Renter confirmation (spec §2 /renter-confirmation): the applicant answers or declines each question. */
export const lifecycleQuestionRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/lifecycle-questions/:id/response', {
    config: { access: 'tenant' },
    schema: {
      tags: ['applications'], summary: 'Answer a renter confirmation question',
      description: 'A confirm question takes "yes" (anything else: decline it with a reason). '
        + 'Answering again replaces the earlier answer or decline. 404 for another\'s question; 422 application_not_active.',
      params: IdPathParams, body: ResponseBody, response: { 200: LifecycleQuestionSchema },
    },
  }, async (request) => db.transaction(async (tx) => {
    const caller = userId(request);
    const question = await ownOpenQuestion(tx, request.params.id, caller);
    let { response } = request.body;
    if (question.response_type === 'confirm') {
      if (response.toLowerCase() !== CONFIRM_ANSWER) {
        throw invalidInput({ response: 'Answer "yes" to confirm, or decline this question and tell us why.' });
      }
      response = CONFIRM_ANSWER;
    }
    await recordResponse(tx, question.id, response);
    await settleRenterConfirmation(tx, caller);
    return toLifecycleQuestionDto(await findQuestion(tx, question.id));
  }));

  app.post('/lifecycle-questions/:id/decline-response', {
    config: { access: 'tenant' },
    schema: {
      tags: ['applications'], summary: 'Decline to answer a renter confirmation question',
      description: 'reason: one of the applicant decline reasons (common/application-reasons.ts).',
      params: IdPathParams, body: DeclineBody, response: { 200: LifecycleQuestionSchema },
    },
  }, async (request) => db.transaction(async (tx) => {
    const caller = userId(request);
    const question = await ownOpenQuestion(tx, request.params.id, caller);
    await recordDecline(tx, question.id, request.body.reason);
    await settleRenterConfirmation(tx, caller);
    return toLifecycleQuestionDto(await findQuestion(tx, question.id));
  }));
};
