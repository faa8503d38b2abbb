import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { HttpError, invalidInput, notFound } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { toReferenceDto } from './reference-dto.js';
import { sendPendingRequests } from './reference-requests.js';
import {
  applicantContact, completeReferencesStep, countReferencesLocked, deleteReference, findOwnReference, insertReference,
  insertSkip, listReferences, updateReference, type ReferenceRow,
} from './references-repository.js';
import {
  MAX_REFERENCES, ReferenceCreateBody, ReferencePatchBody, ReferenceSchema, SkipBody, StepResponse,
} from './references-schemas.js';

const answeredAlready = () =>
  new HttpError(409, 'reference_already_answered', 'This reference has already answered; it can no longer be changed or removed.');

function refuseOwnEmail(email: string | undefined, ownEmail: string): void {
  if (email && email === ownEmail.toLowerCase()) {
    throw invalidInput({ referee_email: 'Use your reference\'s email address, not your own.' });
  }
}

/**
 * Spec §7 "/tenant-rental-references: list, create, modify, delete, skipped,
 * submit". Everything here is the caller's own; another user's reference is 404.
 */
export const tenantRentalReferenceRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['tenant rental references'];

  app.get('/tenant-rental-references', {
    config: { access: 'user' },
    schema: { tags, summary: 'The caller\'s references, oldest first', response: { 200: z.object({ results: z.array(ReferenceSchema) }) } },
  }, async (request) => ({ results: (await listReferences(db, userId(request))).map((r) => toReferenceDto(r)) }));

  app.post('/tenant-rental-references', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Add a reference (sent to the referee on submit)',
      description: `At most ${MAX_REFERENCES} (422 too_many_references). Takes Idempotency-Key.`,
      body: ReferenceCreateBody, response: { 201: ReferenceSchema },
    },
  }, async (request, reply) => {
    const me = userId(request);
    return idempotent(db, request, reply, 'POST /tenant-rental-references', async (tx) => {
      if ((await countReferencesLocked(tx, me)) >= MAX_REFERENCES) {
        throw new HttpError(422, 'too_many_references', `You can list at most ${MAX_REFERENCES} references.`);
      }
      refuseOwnEmail(request.body.referee_email, (await applicantContact(tx, me)).email);
      return { status: 201, body: toReferenceDto(await insertReference(tx, me, request.body)) };
    });
  });

  app.patch('/tenant-rental-references/:id', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Change a reference that has not answered yet',
      description: 'A new email address withdraws a request already sent; submit again to send it. 409 reference_already_answered once answered.',
      params: IdPathParams, body: ReferencePatchBody, response: { 200: ReferenceSchema },
    },
  }, async (request) => {
    const me = userId(request);
    return db.transaction(async (tx) => {
      const current = await ownUnanswered(tx, me, request.params.id);
      refuseOwnEmail(request.body.referee_email, (await applicantContact(tx, me)).email);
      return toReferenceDto(await updateReference(tx, current, request.body));
    });
  });

  app.delete('/tenant-rental-references/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Remove a reference that has not answered yet', params: IdPathParams, response: { 204: z.null().describe('No content') } },
  }, async (request, reply) => {
    const reference = await ownUnanswered(db, userId(request), request.params.id);
    await deleteReference(db, reference.id);
    return reply.status(204).send(null);
  });

  app.post('/tenant-rental-references/submit', {
    // Mails the referees the caller typed in (an email can be changed and submitted
    // again): capped per user, so an account cannot send mail to anyone at will.
    config: { access: 'user', limits: ['mails_to_others_per_user'] },
    schema: {
      tags, summary: 'Send each reference its form link and complete the references step',
      description: 'Needs at least one reference (422 no_references). Mails every reference not yet asked (or whose link expired unanswered), then marks the references step of the caller\'s active applications complete.',
      response: { 200: StepResponse },
    },
  }, async (request) => {
    const me = userId(request);
    return db.transaction(async (tx) => {
      const references = await listReferences(tx, me);
      if (references.length === 0) throw new HttpError(422, 'no_references', 'Add at least one reference, or skip this step.');
      const now = new Date();
      await sendPendingRequests(tx, deps.mailer, references, await applicantContact(tx, me), now);
      return stepResponse(await listReferences(tx, me), await completeReferencesStep(tx, me, now));
    });
  });

  app.post('/tenant-rental-references/skipped', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Skip references with a reason (e.g. first-time renter)',
      description: 'Keeps the reason for the manager and marks the references step of the caller\'s active applications complete.',
      body: SkipBody, response: { 200: StepResponse },
    },
  }, async (request) => {
    const me = userId(request);
    return db.transaction(async (tx) => {
      const now = new Date();
      await insertSkip(tx, me, request.body.reason);
      return stepResponse(await listReferences(tx, me), await completeReferencesStep(tx, me, now));
    });
  });

  async function ownUnanswered(ex: Parameters<typeof findOwnReference>[0], me: number, id: number): Promise<ReferenceRow> {
    const reference = await findOwnReference(ex, me, id);
    if (!reference) throw notFound('reference');
    if (reference.answeredAt) throw answeredAlready();
    return reference;
  }
};

function stepResponse(references: ReferenceRow[], step: { updated: number; completedAt: Date }) {
  return {
    results: references.map((r) => toReferenceDto(r)),
    lifecycle_tenant_references_step_completed_at: step.completedAt.toISOString(),
    lifecycles_updated: step.updated,
  };
}
