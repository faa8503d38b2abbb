import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDate } from '../../../../common/dates.js';
import { RENTERS_INSURANCE_PLAN_IDS } from '../../../../common/renters-insurance.js';
import type { Executor } from '../../../db/client.js';
import type { AppDeps } from '../../../deps.js';
import { addMonths } from '../../../domain/applications/stay.js';
import { userId } from '../../../http/access.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { forbidden, HttpError, invalidInput, notFound } from '../../../http/errors.js';
import { CalendarDate, MAX_DB_ID } from '../../../http/fields.js';
import { idempotent } from '../../../http/idempotency.js';
import { localRentersInsurance, type InsuredHome } from '../../../providers/renters-insurance.js';
import { createStorage } from '../../../providers/storage.js';
import { insertUploadedFile, requireOwnUploads, UUID } from '../../../uploads/uploads-repository.js';
import { requireAllowed, type LifecycleActor } from '../lifecycle-actor.js';
import { lockVisibleLifecycle, readVisibleLifecycle, recordActionEvent } from '../lifecycle-actor-repository.js';
import type { LifecycleRow } from '../lifecycles-repository.js';
import {
  currentPolicy, homeOf, insertPolicy, markPurchaseCompleted, PlanQuoteSchema, PolicySchema, toPlanDto, toPolicyDto,
} from './renters-insurance-repository.js';

const tags = ['renters insurance'];
const ROUTE = 'POST /lifecycles/:id/renters-insurance-policy';
const IsoDate = CalendarDate('Use a date as YYYY-MM-DD.');

const PurchaseBody = z.object({
  kind: z.literal('purchase'),
  plan: z.enum(RENTERS_INSURANCE_PLAN_IDS, { error: 'Choose basic, standard or plus.' }),
}).strict();

const ProofBody = z.object({
  kind: z.literal('proof'),
  provider: z.string({ error: 'Enter the insurer.' }).trim().min(1, { error: 'Enter the insurer.' }).max(200, { error: 'Use at most 200 characters.' }),
  policy_number: z.string({ error: 'Enter the policy number.' }).trim().min(1, { error: 'Enter the policy number.' })
    .max(100, { error: 'Use at most 100 characters.' }),
  starts_on: IsoDate, ends_on: IsoDate,
  liability_coverage_cents: z.number({ error: 'Give the liability limit in cents.' }).int().positive().max(MAX_DB_ID).optional(),
  file_id: z.string({ error: 'Upload the declarations page or certificate of your policy.' }).trim().toLowerCase()
    .regex(UUID, { error: 'Upload the declarations page or certificate of your policy.' })
    .describe('Your own upload (POST /signed-urls) of purpose renters_insurance_document: jpeg, jpg, png, pdf, heic or enc.'),
}).strict();

const PolicyBody = z.discriminatedUnion('kind', [PurchaseBody, ProofBody], {
  error: 'Choose purchase (buy a plan) or proof (your own policy).',
});

const PolicyView = z.object({
  lifecycle_id: z.number().int(),
  /** Covered today by the newest policy. */
  is_covered: z.boolean(),
  policy: PolicySchema.nullable(),
  carrier: z.string(),
  plans: z.array(PlanQuoteSchema),
});

const today = () => new Date().toISOString().slice(0, 10);

/** Tenant of the lifecycle or manager of its home; vendors 403. */
function readerOf(request: FastifyRequest): LifecycleActor {
  const role = request.auth?.role;
  if (role === 'tenant' || role === 'manager') return { userId: userId(request), role };
  throw forbidden('Switch to your tenant or manager role to see renters insurance.');
}

/** The days a plan bought today covers: from today or the move-in day, to the lease's last day. */
function coverageOf(row: LifecycleRow): { startsOn: string; endsOn: string } {
  const startsOn = row.move_in_date && row.move_in_date > today() ? row.move_in_date : today();
  const endsOn = row.early_lease_termination_vacate_date ?? row.move_out_date ?? addMonths(startsOn, 12);
  if (endsOn <= startsOn) throw new HttpError(422, 'lease_already_ended', 'This lease has ended: there is nothing left to insure.');
  return { startsOn, endsOn };
}

async function insuredHome(ex: Executor, row: LifecycleRow): Promise<InsuredHome & { insuredName: string }> {
  const home = await homeOf(ex, row.id);
  if (!home) throw notFound('lifecycle');
  return home;
}

/**
 * GET/POST /lifecycles/{id}/renters-insurance-policy (spec §7): the tenant buys a
 * plan from the insurance provider or hands in proof of their own policy; the
 * home's manager reads it. docs/renters-insurance.md.
 */
export const rentersInsurancePolicyRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const provider = localRentersInsurance();
  const storage = createStorage(deps.config);

  app.get('/lifecycles/:id/renters-insurance-policy', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Renters insurance of a lease: the newest policy and the plans on offer for its home',
      description: 'To the tenant of the lifecycle (tenant role) and the manager of its home (manager role); anyone else 404, '
        + 'vendors 403. policy.document_url is a signed download address of the certificate or proof. Plans are priced '
        + 'for the home\'s city and state (docs/renters-insurance.md).',
      params: IdPathParams, response: { 200: PolicyView },
    },
  }, async (request) => {
    const reader = readerOf(request);
    const row = await readVisibleLifecycle(db, request.params.id, reader);
    if (!row) throw notFound('lifecycle');
    const home = await insuredHome(db, row);
    const policy = await currentPolicy(db, row.id);
    const dto = policy ? toPolicyDto(deps.config, policy, today()) : null;
    return {
      lifecycle_id: row.id, is_covered: dto?.is_active ?? false, policy: dto, carrier: provider.carrier,
      plans: provider.quotes(home).map(toPlanDto),
    };
  });

  app.post('/lifecycles/:id/renters-insurance-policy', {
    // Buying is paying: a partner token never does it (api/http/scopes.ts), nor staff for someone (personal-actions.ts).
    config: { access: 'user', scope: { read: 'lifecycles', write: 'none' } },
    schema: {
      tags, summary: 'Buy a renters insurance plan, or hand in proof of your own policy',
      description: 'The tenant of the lifecycle (tenant role), from approved to under a lease (422 action_not_allowed_for_role, '
        + 'action_not_allowed_in_state); someone else\'s lifecycle 404. Idempotency-Key. {kind: purchase, plan}: the provider '
        + 'issues a policy covering the lease (from today or the move-in day to the move-out day) with a PDF certificate; 409 '
        + 'renters_insurance_already_purchased; 422 lease_already_ended. {kind: proof, provider, policy_number, starts_on, ends_on, '
        + 'liability_coverage_cents?, file_id}: file_id your own upload of purpose renters_insurance_document (else 400 naming '
        + 'file_id); ends_on after starts_on and not past. Both set the profile\'s renters_insurance_purchase_completed_at. '
        + 'Refused while impersonating (401 forbidden_as_impersonate_user).',
      params: IdPathParams, body: PolicyBody, response: { 201: PolicySchema },
    },
  }, async (request, reply) => {
    const role = request.auth?.role;
    if (role !== 'tenant' && role !== 'manager') throw forbidden('Switch to your tenant role to insure your lease.');
    const actor: LifecycleActor = { userId: userId(request), role };
    const body = request.body;
    return idempotent(db, request, reply, ROUTE, async (tx) => {
      const row = await lockVisibleLifecycle(tx, request.params.id, actor);
      const fromState = requireAllowed(row, 'renters-insurance-policy', actor);
      let policyId: number;
      if (body.kind === 'purchase') {
        if ((await currentPolicy(tx, row.id, 'purchase'))) {
          throw new HttpError(409, 'renters_insurance_already_purchased', 'You already bought renters insurance for this lease.');
        }
        const home = await insuredHome(tx, row);
        const { startsOn, endsOn } = coverageOf(row);
        const issued = provider.purchase({
          plan: body.plan, home, insuredName: home.insuredName, lifecycleId: row.id, startsOn, endsOn, issuedAt: new Date(),
        });
        // The certificate is the tenant's file, stored like an upload (api/routes/uploads/README.md).
        const fileId = randomUUID();
        const storageKey = randomUUID();
        const stored = await storage.put(storageKey, Readable.from([issued.certificate.bytes]), issued.certificate.bytes.length, 0);
        await insertUploadedFile(tx, {
          id: fileId, ownerUserId: actor.userId, purpose: 'renters_insurance_document', fileName: issued.certificate.fileName,
          fileType: 'pdf', contentType: 'application/pdf', maxSizeBytes: stored.sizeBytes, uploadExpiresAt: new Date(),
          sizeBytes: stored.sizeBytes, sha256: stored.sha256, storageKey, uploadedAt: new Date(),
        });
        policyId = await insertPolicy(tx, {
          lifecycleId: row.id, source: 'purchase', provider: issued.carrier, policyNumber: issued.policyNumber,
          startsOn: issued.startsOn, endsOn: issued.endsOn, liabilityCoverageCents: issued.liabilityCents,
          personalPropertyCents: issued.personalPropertyCents, deductibleCents: issued.deductibleCents,
          monthlyPremiumCents: issued.monthlyPremiumCents, plan: body.plan, documentFileId: fileId, recordedByUserId: actor.userId,
        });
        await recordActionEvent(tx, row, 'renters-insurance-policy', actor, fromState,
          { source: 'purchase', plan: body.plan, policy_number: issued.policyNumber, starts_on: issued.startsOn, ends_on: issued.endsOn });
      } else {
        const fields: Record<string, string> = {};
        if (body.ends_on <= body.starts_on) fields.ends_on = 'The policy must end after it starts.';
        else if (body.ends_on < today()) fields.ends_on = `This policy ended on ${formatDate(body.ends_on)}: hand in one that covers you now.`;
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        const [file] = await requireOwnUploads(tx, actor.userId, [body.file_id], 'renters_insurance_document', 'file_id');
        policyId = await insertPolicy(tx, {
          lifecycleId: row.id, source: 'proof', provider: body.provider, policyNumber: body.policy_number,
          startsOn: body.starts_on, endsOn: body.ends_on, liabilityCoverageCents: body.liability_coverage_cents ?? null,
          personalPropertyCents: null, deductibleCents: null, monthlyPremiumCents: null, plan: null,
          documentFileId: file.id, recordedByUserId: actor.userId,
        });
        await recordActionEvent(tx, row, 'renters-insurance-policy', actor, fromState,
          { source: 'proof', provider: body.provider, starts_on: body.starts_on, ends_on: body.ends_on });
      }
      await markPurchaseCompleted(tx, actor.userId);
      const after = await readVisibleLifecycle(tx, row.id, actor);
      const policy = after ? await currentPolicy(tx, row.id) : null;
      if (!policy || policy.id !== policyId) throw notFound('lifecycle');
      return { status: 201, body: toPolicyDto(deps.config, policy, today()) };
    });
  });
};
