import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IncomeSource } from '../../../common/screening.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { invalidInput, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/fields.js';
import { idempotent } from '../../http/idempotency.js';
import { applicationErrors } from '../applications/application-errors.js';
import { downloadPath } from '../../uploads/file-links.js';
import { requireOwnUploads } from '../../uploads/uploads-repository.js';
import { respondImplicitly } from '../information-requests/respond-implicitly.js';
import {
  Deferral, Submission, SubmissionBody, SubmissionsQuery,
} from './financial-qualifications-schemas.js';
import {
  completeIncomeStep, documentsOf, findDeferral, insertSubmission, lifecycleForIncome, submissionsOf,
  type DocumentRow, type SubmissionRow,
} from './financial-qualifications-repository.js';

const ROUTE = '/lifecycle-tenant-financial-qualifications-submissions';

function toSubmission(deps: AppDeps, row: SubmissionRow, documents: DocumentRow[]): Submission {
  return {
    id: row.id,
    lifecycle_id: row.lifecycleId,
    guarantor_connection_id: row.guarantorConnectionId,
    monthly_income_cents: row.monthlyIncomeCents,
    income_sources: row.incomeSources as IncomeSource[],
    employer_name: row.employerName,
    documents: documents.filter((d) => d.submissionId === row.id)
      .map((d) => ({ file_id: d.fileId, file_name: d.fileName, url: downloadPath(deps.config, d.fileId) })),
    submitted_at: row.createdAt.toISOString(),
  };
}

/** An employer is asked for when a job is one of the sources. */
function checkEmployer(body: SubmissionBody): void {
  if (body.income_sources.includes('employment') && !body.employer_name) {
    throw invalidInput({ employer_name: 'Name your employer.' });
  }
}

/** Spec §7 income verification: the financial qualifications step of an application. See README.md. */
export const financialQualificationRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post(ROUTE, {
    config: { access: 'user' },
    schema: {
      tags: ['income'],
      summary: 'Give monthly income, its sources and documents that show it',
      description: 'As the tenant of the active lifecycle, or with guarantor_connection_id as that connection\'s accepted guarantor; '
        + 'anyone else 404. Documents: the caller\'s own income_document uploads. Completes the tenant\'s (or the guarantor\'s) '
        + 'financial qualifications step. 422 application_not_active. Takes Idempotency-Key.',
      body: SubmissionBody,
      response: { 201: Submission },
    },
  }, async (request, reply) => {
    checkEmployer(request.body);
    const caller = userId(request);
    return idempotent(db, request, reply, `POST ${ROUTE}`, async (tx) => {
      const body = request.body;
      const connectionId = body.guarantor_connection_id ?? null;
      const lifecycle = await lifecycleForIncome(tx, body.lifecycle_id, caller, connectionId);
      if (!lifecycle) throw notFound('lifecycle');
      if (!lifecycle.is_active) throw applicationErrors.notActive();
      const files = await requireOwnUploads(tx, caller, body.document_file_ids, 'income_document', 'document_file_ids');
      const row = await insertSubmission(tx, {
        lifecycleId: lifecycle.id, submittedByUserId: caller, guarantorConnectionId: connectionId,
        monthlyIncomeCents: body.monthly_income_cents, incomeSources: body.income_sources,
        employerName: body.employer_name || null, fileIds: files.map((f) => f.id),
      });
      await completeIncomeStep(tx, lifecycle.id, connectionId);
      if (connectionId === null) await respondImplicitly(tx, caller, 'financials_update_request');
      return { status: 201, body: toSubmission(deps, row, await documentsOf(tx, [row.id])) };
    });
  });

  app.get(ROUTE, {
    config: { access: 'user' },
    schema: {
      tags: ['income'],
      summary: 'The caller\'s income submissions for one application, newest first, and the step\'s deferral',
      querystring: SubmissionsQuery,
      response: { 200: z.object({ results: z.array(Submission), next_cursor: z.null(), deferral: Deferral.nullable() }) },
    },
  }, async (request) => {
    const caller = userId(request);
    const connectionId = request.query.guarantor_connection_id ?? null;
    const lifecycle = await db.transaction((tx) => lifecycleForIncome(tx, request.query.lifecycle_id, caller, connectionId));
    if (!lifecycle) throw notFound('lifecycle');
    const { submissions, documents } = await submissionsOf(db, lifecycle.id, caller, connectionId);
    const deferral = connectionId === null ? await findDeferral(db, lifecycle.id) : null;
    return {
      results: submissions.map((s) => toSubmission(deps, s, documents)),
      next_cursor: null,
      deferral: deferral && { lifecycle_id: deferral.lifecycleId, reason: deferral.reason, deferred_at: deferral.deferredAt.toISOString() },
    };
  });
};
