import { desc, eq } from 'drizzle-orm';
import { MAX_IDENTITY_EXAM_ATTEMPTS, type IdentityStatus } from '../../../../common/screening.js';
import { loadSecret } from '../../../auth/secrets.js';
import type { ApiConfig } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { idVerifications } from '../../../db/schema.js';
import { identityTransition, type IdentityEvent } from '../../../domain/screening/identity-status.js';
import { ssnFingerprint } from '../../../domain/screening/ssn.js';
import { HttpError, invalidInput } from '../../../http/errors.js';
import type { ExamQuestion, ScreeningProvider } from '../../../providers/screening-provider.js';
import {
  findScreening, markScreeningCompleted, setHasUsSsn, updateScreeningIfUnchanged, type ScreeningRow, type Subject,
} from './screening-repository.js';

export interface ScreeningContext {
  db: Db;
  provider: ScreeningProvider;
  ssnSecret: Buffer;
}

const secrets = new WeakMap<ApiConfig, Buffer>();
export function ssnHashSecret(config: ApiConfig): Buffer {
  if (!secrets.has(config)) secrets.set(config, loadSecret('ssn-hash', config.ssnHashSecret, config.dataDir));
  return secrets.get(config)!;
}

const changed = () => new HttpError(409, 'screening_changed', 'Your screening changed in the meantime. Reload the page.');

/** The status an event leads to, or 422 naming the refused move. */
function next(row: ScreeningRow, event: IdentityEvent, message: string): IdentityStatus {
  const to = identityTransition(row.identityStatus as IdentityStatus, event);
  if (!to) throw new HttpError(422, 'identity_transition_not_allowed', message);
  return to;
}

async function saved(ctx: ScreeningContext, row: ScreeningRow, change: Parameters<typeof updateScreeningIfUnchanged>[2], also?: (tx: Db) => Promise<void>) {
  await ctx.db.transaction(async (tx) => {
    if (!(await updateScreeningIfUnchanged(tx, row, change))) throw changed();
    await also?.(tx as unknown as Db);
  });
}

/** start-exam: hands the SSN to the provider and stores only its fingerprint, then asks the questions. */
export async function startExam(ctx: ScreeningContext, subject: Subject, ssn: string): Promise<void> {
  const row = await findScreening(ctx.db, subject);
  if (!row?.renterInfoSubmittedAt) throw new HttpError(422, 'renter_info_required', 'Give your legal name, date of birth and address first.');
  const fingerprint = ssnFingerprint(ctx.ssnSecret, ssn);
  // The same number again while its exam is open (a reload): the same questions.
  if (row.identityStatus === 'exam_pending' && row.ssnHmac === fingerprint.hmac) return;
  const person = { legalFirstName: row.legalFirstName!, legalLastName: row.legalLastName!, dateOfBirth: row.dateOfBirth! };
  const opened = await ctx.provider.openCase({ ssn, person });
  const to = next(row, opened.identityVerifiable ? 'exam_started' : 'identity_unverifiable', 'Your identity check is already past this step.');
  const questions = opened.identityVerifiable ? await ctx.provider.identityExam(opened.reference, row.examAttempts) : null;
  await saved(ctx, row, {
    ssnHmac: fingerprint.hmac, ssnLast4: fingerprint.last4, provider: ctx.provider.name, providerReference: opened.reference,
    examQuestions: questions, identityStatus: to, identityStatusChangedAt: new Date(),
  }, (tx) => setHasUsSsn(tx, subject.userId, true));
}

export type ExamResult = 'passed' | 'try_again' | 'failed';

/** Every question answered with one of its choices, or 400 naming each question left. */
function answerMap(questions: ExamQuestion[], answers: { question_id: string; choice_id: string }[]): Record<string, string> {
  const given = new Map(answers.map((a) => [a.question_id, a.choice_id]));
  const fields: Record<string, string> = {};
  for (const q of questions) {
    if (!q.choices.some((c) => c.id === given.get(q.id))) fields[`answers.${q.id}`] = 'Choose an answer.';
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields, 'Answer every question.');
  return Object.fromEntries(questions.map((q) => [q.id, given.get(q.id)!]));
}

export async function submitExamAnswers(
  ctx: ScreeningContext, subject: Subject, answers: { question_id: string; choice_id: string }[],
): Promise<ExamResult> {
  const row = await findScreening(ctx.db, subject);
  if (row?.identityStatus !== 'exam_pending' || !row.providerReference) {
    throw new HttpError(422, 'no_identity_exam', 'There are no identity questions waiting for you.');
  }
  const given = answerMap(row.examQuestions as ExamQuestion[], answers);
  const passed = await ctx.provider.gradeIdentityExam(row.providerReference, row.examAttempts, given);
  const attempts = row.examAttempts + 1;
  const result: ExamResult = passed ? 'passed' : attempts < MAX_IDENTITY_EXAM_ATTEMPTS ? 'try_again' : 'failed';
  const event = ({ passed: 'exam_passed', try_again: 'exam_failed_retry', failed: 'exam_failed' } as const)[result];
  const to = next(row, event, 'There are no identity questions waiting for you.');
  const questions = result === 'try_again' ? await ctx.provider.identityExam(row.providerReference, attempts) : null;
  await saved(ctx, row, { examAttempts: attempts, examQuestions: questions, identityStatus: to, identityStatusChangedAt: new Date() });
  return result;
}

/** check-identity-verification-status: asks the provider about a submitted ID document. */
export async function checkIdentityStatus(ctx: ScreeningContext, subject: Subject): Promise<void> {
  const row = await findScreening(ctx.db, subject);
  if (row?.identityStatus !== 'document_submitted' || !row.providerReference) return;
  const [document] = await ctx.db.select().from(idVerifications).where(eq(idVerifications.userId, subject.userId))
    .orderBy(desc(idVerifications.submittedAt), desc(idVerifications.id)).limit(1);
  if (!document) return;
  const fileIds = [document.frontFileId, document.backFileId].filter((id): id is string => Boolean(id));
  const review = await ctx.provider.reviewIdentityDocument(row.providerReference, { documentType: document.documentType, fileIds });
  if (review === 'pending') return;
  const to = next(row, review === 'verified' ? 'document_verified' : 'document_rejected', 'Your identity check is already past this step.');
  await saved(ctx, row, { identityStatus: to, identityStatusChangedAt: new Date() }, async (tx) => {
    await tx.update(idVerifications).set({ status: review, reviewedAt: new Date() }).where(eq(idVerifications.id, document.id));
  });
}

/** generate-reports: credit, criminal and eviction reports; the screening step is then done. */
export async function generateReports(ctx: ScreeningContext, subject: Subject): Promise<void> {
  const row = await findScreening(ctx.db, subject);
  if (row?.reportsGeneratedAt) return;
  if (row?.identityStatus !== 'verified' || !row.providerReference) {
    throw new HttpError(422, 'identity_not_verified', 'Your identity must be verified before your reports can be run.');
  }
  const report = await ctx.provider.generateReports(row.providerReference);
  const at = new Date();
  await saved(ctx, row, { report, reportsGeneratedAt: at }, (tx) => markScreeningCompleted(tx, subject, at));
}
