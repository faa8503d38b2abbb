import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BRAND_NAME } from '../../../../common/brand.js';
import { hashOneTimeToken } from '../../../auth/one-time-tokens.js';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';
import { findRequestByTokenHash, recordAnswers, type ReferenceRequestRow } from './reference-form-repository.js';
import { StartBody, StartResponse, SubmitBody, SubmitResponse } from './reference-form-schemas.js';

const unknownLink = () =>
  new HttpError(400, 'invalid_reference_token', 'This reference link is not valid. Open it again from the email, or ask the applicant to send a new one.');
const usedLink = () => new HttpError(410, 'reference_already_submitted', 'This reference has already been submitted. Thank you!');
const expiredLink = () =>
  new HttpError(410, 'reference_link_expired', 'This reference link has expired. Ask the applicant to send you a new one.');

/** Why a link cannot be used now, or null when it can. */
function closedReason(request: ReferenceRequestRow | null, now: Date): HttpError | null {
  if (!request) return unknownLink();
  if (request.answered_at) return usedLink();
  if (!request.form_token_expires_at || new Date(request.form_token_expires_at) <= now) return expiredLink();
  return null;
}

/**
 * Spec §2 `/landlord-reference-form` and §7 "reference-form start and submit":
 * the referee's one-time form, reached from the mailed link without an account.
 * POST (not GET) so the token travels in the body, out of URLs and access logs.
 */
export const landlordReferenceFormRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['tenant rental references'];
  const errors = 'invalid_reference_token (400), reference_already_submitted (410), reference_link_expired (410).';

  app.post('/tenant-rental-references/reference-form/start', {
    // No limit: a read that needs the mailed one-time token (32 random bytes).
    config: { access: 'public', limits: [] },
    schema: {
      tags, summary: 'Open a referee\'s form: whom and what it is about', description: `Errors: ${errors}`,
      body: StartBody, response: { 200: StartResponse },
    },
  }, async (request) => {
    const found = await findRequestByTokenHash(db, hashOneTimeToken(request.body.token));
    const closed = closedReason(found, new Date());
    if (closed) throw closed;
    return {
      tenant_first_name: found!.tenant_first_name,
      property_address: found!.property_address,
      start_date: found!.start_date,
      end_date: found!.end_date,
    };
  });

  app.post('/tenant-rental-references/reference-form/submit', {
    // No limit: it needs the mailed one-time token, and answers (and mails the applicant) once per link.
    config: { access: 'public', limits: [] },
    schema: {
      tags, summary: 'Submit a referee\'s answers (once per link)', description: `Errors: ${errors}`,
      body: SubmitBody, response: { 200: SubmitResponse },
    },
  }, async (request) => {
    const hash = hashOneTimeToken(request.body.token);
    return db.transaction(async (tx) => {
      const answeredAt = await recordAnswers(tx, hash, request.body.answers);
      const found = await findRequestByTokenHash(tx, hash);
      if (!answeredAt) throw closedReason(found, new Date()) ?? usedLink();
      // The applicant learns that a reference answered, not what it said.
      await deps.mailer.send({
        to: found!.tenant_email,
        kind: 'reference_answered',
        subject: `${found!.referee_name} answered your reference request`,
        body: `${found!.referee_name} has answered your reference request on ${BRAND_NAME}. Nothing more to do on your side.`,
      }, tx);
      return { answered_at: answeredAt.toISOString() };
    });
  });
};
