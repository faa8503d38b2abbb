import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseSsn } from '../../../../common/screening.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { HttpError } from '../../../http/errors.js';
import { createScreeningProvider } from '../../../providers/screening.js';
import {
  checkIdentityStatus, generateReports, ssnHashSecret, startExam, submitExamAnswers, type ScreeningContext,
} from './screening-actions.js';
import { fillNameFromLegalName } from '../profile-name.js';
import { toApplicationInfo } from './screening-dto.js';
import { findScreening, saveRenterInfo, subjectOf, type Subject } from './screening-repository.js';
import {
  ApplicationInfo, ExamAnswersBody, RenterInfoBody, StartExamBody, SubjectBody, SubjectQuery,
} from './screening-schemas.js';

const SUBJECT_NOTE = 'With guarantor_connection_id: as the accepted guarantor of that connection (anything else: 404).';

/** Spec §7 "Screening": /me/screening/*, the caller's own screening or theirs as a guarantor. */
export const screeningRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const ctx: ScreeningContext = { db, provider: createScreeningProvider(deps.config, db), ssnSecret: ssnHashSecret(deps.config) };
  const infoOf = async (subject: Subject) => toApplicationInfo(await subjectOf(db, subject.userId, subject.guarantorConnectionId ?? undefined), await findScreening(db, subject));
  const access = { access: 'user' as const };
  const schema = (summary: string, description = SUBJECT_NOTE) => ({ tags: ['screening'], summary, description, response: { 200: ApplicationInfo } });

  app.get('/me/screening/application-info', {
    config: access, schema: { ...schema('Where the caller stands in their screening'), querystring: SubjectQuery },
  }, async (request) =>
    infoOf(await subjectOf(db, userId(request), request.query.guarantor_connection_id)));

  app.post('/me/screening/renter-info', {
    config: access, schema: { ...schema('Legal name, date of birth (18+), current address and phone', `${SUBJECT_NOTE} The legal name fills the profile\'s first or last name where it is empty. 422 renter_info_locked once the identity check started.`), body: RenterInfoBody },
  }, async (request) => {
    const { guarantor_connection_id, ...info } = request.body;
    const subject = await subjectOf(db, userId(request), guarantor_connection_id);
    await db.transaction(async (tx) => {
      if (!(await saveRenterInfo(tx, subject, info))) {
        throw new HttpError(422, 'renter_info_locked', 'Your identity check has started with the details you gave; they can no longer be changed.');
      }
      // The legal name is the person's name wherever none was given (lease, applicant card, notifications).
      await fillNameFromLegalName(tx, subject.userId, { first: info.legal_first_name, last: info.legal_last_name });
    });
    return infoOf(subject);
  });

  app.post('/me/screening/start-exam', {
    config: access,
    schema: {
      ...schema('Give the SSN and get the identity questions', `${SUBJECT_NOTE} The SSN goes to the screening provider; only an HMAC fingerprint and the last four digits are kept, and it is never returned. 400 fields.ssn invalid_ssn; 422 renter_info_required.`),
      body: StartExamBody,
    },
  }, async (request) => {
    const ssn = parseSsn(request.body.ssn);
    if (!ssn) throw new HttpError(400, 'invalid_ssn', 'This is not a valid Social Security number.', { ssn: 'Enter your 9-digit Social Security number, as on your card (3, 2 and 4 digits).' });
    const subject = await subjectOf(db, userId(request), request.body.guarantor_connection_id);
    await startExam(ctx, subject, ssn);
    return infoOf(subject);
  });

  app.post('/me/screening/submit-exam-answers', {
    config: access,
    schema: {
      ...schema('Answer the identity questions', `${SUBJECT_NOTE} try_again: a new set of questions (two sets in all); failed: upload an ID document (POST /me/id-verification). 400 fields.answers.<question id> for each question left unanswered.`),
      body: ExamAnswersBody,
      response: { 200: ApplicationInfo.extend({ exam_result: z.enum(['passed', 'try_again', 'failed']) }) },
    },
  }, async (request) => {
    const subject = await subjectOf(db, userId(request), request.body.guarantor_connection_id);
    const result = await submitExamAnswers(ctx, subject, request.body.answers);
    return { ...(await infoOf(subject)), exam_result: result };
  });

  app.post('/me/screening/check-identity-verification-status', {
    config: access, schema: { ...schema('Ask the provider whether a submitted ID document verified the caller'), body: SubjectBody },
  }, async (request) => {
    const subject = await subjectOf(db, userId(request), request.body?.guarantor_connection_id);
    await checkIdentityStatus(ctx, subject);
    return infoOf(subject);
  });

  app.post('/me/screening/generate-reports', {
    config: access,
    schema: { ...schema('Run the credit, criminal and eviction reports', `${SUBJECT_NOTE} 422 identity_not_verified. Done: the applicant no longer needs screening (or the guarantor connection's screening is complete).`), body: SubjectBody },
  }, async (request) => {
    const subject = await subjectOf(db, userId(request), request.body?.guarantor_connection_id);
    await generateReports(ctx, subject);
    return infoOf(subject);
  });
};
