/**
 * Opening a case (POST /resolution-cases, docs/resolution.md): only the tenant of
 * a signed lease, about that lease, with what the kind needs checked against the
 * lease (dates inside the stay, a free bedroom of the same home, a returned
 * deposit with enough deductions). One in-progress case per lease and kind.
 */
import { formatDate } from '../../common/dates.js';
import { RESOLUTION_CASE_KIND_LABELS, type ResolutionCaseKind } from '../../common/resolution.js';
import type { ApiConfig } from '../config.js';
import { rows, sql, type Executor } from '../db/client.js';
import { HttpError, invalidInput, notFound } from '../http/errors.js';
import { actorFor, findCase, type Viewer } from './case-core.js';
import { readCaseDto, type CaseDto } from './case-dto.js';
import { bedroomFreeSql } from './bedroom-free.js';
import { disputableCentsSql } from './effects-deposit.js';
import { attachEvidence, requireCaseEvidence } from './case-evidence.js';
import { recordCaseEvent } from './case-core.js';

/** What POST /resolution-cases takes, as its body schema (routes/resolution-cases/case-schemas.ts) parses it. */
export interface OpenCaseRequest {
  kind: ResolutionCaseKind;
  lifecycle_id: number;
  description: string;
  requested_vacate_date?: string | undefined;
  requested_bedroom_id?: number | undefined;
  requested_move_date?: string | undefined;
  disputed_amount_cents?: number | undefined;
  evidence_file_ids: string[];
}

interface Lease { id: number; building_id: number; assigned_bedroom_id: number | null; move_out_date: string; signed: boolean; today: string }

/** Which optional fields each kind takes; any other is refused (400) so a typo'd kind never hides data. */
const KIND_FIELDS: Record<ResolutionCaseKind, readonly (keyof OpenCaseRequest)[]> = {
  tenant_elt: ['requested_vacate_date'],
  tenant_elt_military: ['requested_vacate_date'],
  tenant_room_switch: ['requested_bedroom_id', 'requested_move_date'],
  tenant_deposit_return_dispute: ['disputed_amount_cents'],
};
const KIND_ONLY_FIELDS = ['requested_vacate_date', 'requested_bedroom_id', 'requested_move_date', 'disputed_amount_cents'] as const;

function requireKindFields(body: OpenCaseRequest): void {
  const wanted = KIND_FIELDS[body.kind];
  const fields: Record<string, string> = {};
  for (const field of KIND_ONLY_FIELDS) {
    const given = body[field] !== undefined;
    if (wanted.includes(field) && !given) fields[field] = `A ${RESOLUTION_CASE_KIND_LABELS[body.kind].toLowerCase()} case needs this.`;
    if (!wanted.includes(field) && given) fields[field] = `This does not apply to a ${RESOLUTION_CASE_KIND_LABELS[body.kind].toLowerCase()} case.`;
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}

async function tenantLease(ex: Executor, viewer: Viewer, lifecycleId: number): Promise<Lease> {
  const [lease] = await rows<Lease>(ex, sql`SELECT id, building_id, assigned_bedroom_id, move_out_date::text AS move_out_date,
      lease_signed_at IS NOT NULL AS signed, current_date::text AS today
    FROM lifecycles WHERE id = ${lifecycleId} AND tenant_user_id = ${viewer.userId}`);
  if (!lease) throw notFound('lease');
  if (!lease.signed) throw new HttpError(422, 'lease_not_signed', 'Open a case about a lease you have signed.', { lifecycle_id: 'This lease is not signed yet.' });
  return lease;
}

/** From today up to (not including) the move-out date. ISO dates compare as text. */
function requireWithinStay(lease: Lease, date: string, field: string): void {
  if (date >= lease.today && date < lease.move_out_date) return;
  throw new HttpError(422, 'vacate_date_out_of_range', `Choose a date from today to before your move-out date (${formatDate(lease.move_out_date)}).`,
    { [field]: `Choose a date from ${formatDate(lease.today)} to before ${formatDate(lease.move_out_date)}.` });
}

/** Another bedroom of the same home that no signed lease holds over [move date, move-out). */
export async function bedroomIsSwitchable(ex: Executor, lease: Pick<Lease, 'id' | 'building_id' | 'assigned_bedroom_id' | 'move_out_date'>, bedroomId: number, from: string): Promise<boolean> {
  const [row] = await rows<{ ok: boolean }>(ex, sql`SELECT EXISTS (SELECT 1 FROM bedrooms r
    WHERE r.id = ${bedroomId} AND r.building_id = ${lease.building_id} AND r.id IS DISTINCT FROM ${lease.assigned_bedroom_id}::int
      AND ${bedroomFreeSql(sql`r.id`, sql`${from}::date`, sql`${lease.move_out_date}::date`, lease.id)}) AS ok`);
  return row?.ok ?? false;
}

/** The lifecycle's returned deposit when what is left of its deductions covers `amount`, else 422. */
async function disputableDepositId(ex: Executor, lifecycleId: number, amount: number): Promise<number> {
  const [row] = await rows<{ id: number }>(ex, sql`SELECT d.id FROM tenant_deposits d
    WHERE d.lifecycle_id = ${lifecycleId} AND d.status IN ('deposit_return_created','deposit_return_created_off_platform')
      AND ${disputableCentsSql(sql`d.id`)} >= ${amount}`);
  if (row) return row.id;
  throw new HttpError(422, 'deposit_not_disputable', 'Dispute a returned deposit, up to what is still kept from it.',
    { disputed_amount_cents: 'Dispute at most what is still kept from your returned deposit (deductions less what earlier cases gave back).' });
}

async function kindFacts(ex: Executor, lease: Lease, body: OpenCaseRequest): Promise<{ depositId: number | null }> {
  if (body.kind === 'tenant_elt' || body.kind === 'tenant_elt_military') requireWithinStay(lease, body.requested_vacate_date!, 'requested_vacate_date');
  if (body.kind === 'tenant_room_switch') {
    requireWithinStay(lease, body.requested_move_date!, 'requested_move_date');
    if (!(await bedroomIsSwitchable(ex, lease, body.requested_bedroom_id!, body.requested_move_date!))) {
      throw new HttpError(422, 'bedroom_not_switchable', 'Choose another bedroom of your home that is free from the move date to your move-out date.',
        { requested_bedroom_id: 'This bedroom is not free for the rest of your stay.' });
    }
  }
  if (body.kind === 'tenant_deposit_return_dispute') return { depositId: await disputableDepositId(ex, lease.id, body.disputed_amount_cents!) };
  return { depositId: null };
}

async function requireNotBanned(ex: Executor, userId: number): Promise<void> {
  const [banned] = await rows(ex, sql`SELECT 1 FROM resolution_cases WHERE tenant_user_id = ${userId} AND ban = 'banned' LIMIT 1`);
  if (banned) throw new HttpError(403, 'banned_from_resolution_center', 'Hearth has stopped you from opening resolution cases. Contact support.');
}

const caseAlreadyOpen = () => new HttpError(409, 'case_already_open', 'This lease already has a case of this kind in progress.', { kind: 'A case of this kind is already open for this lease.' });

/**
 * Inserts the case; the partial unique index decides "already open" (ON CONFLICT
 * DO NOTHING waits for a racing insert to commit, then yields no row: 409).
 */
async function insertCase(tx: Executor, viewer: Viewer, lease: Lease, body: OpenCaseRequest, depositId: number | null, evidence: number): Promise<number> {
  const [type] = await rows<{ evidence_required: boolean }>(tx, sql`SELECT evidence_required FROM resolution_case_types WHERE kind = ${body.kind}`);
  const status = type?.evidence_required && evidence === 0 ? 'evidence_required' : 'open';
  const [row] = await rows<{ id: number }>(tx, sql`INSERT INTO resolution_cases (kind, status, tenant_user_id, lifecycle_id, building_id, description,
      requested_vacate_date, requested_bedroom_id, requested_move_date, deposit_id, disputed_amount_cents)
    VALUES (${body.kind}, ${status}, ${viewer.userId}, ${lease.id}, ${lease.building_id}, ${body.description},
      ${body.requested_vacate_date ?? null}::date, ${body.requested_bedroom_id ?? null}::int, ${body.requested_move_date ?? null}::date,
      ${depositId}::int, ${body.disputed_amount_cents ?? null}::bigint)
    ON CONFLICT (lifecycle_id, kind) WHERE status NOT IN ('resolved','closed') DO NOTHING
    RETURNING id`);
  if (!row) throw caseAlreadyOpen();
  // The opening is the first history row: there is no status before it.
  await tx.execute(sql`INSERT INTO resolution_case_status_history (case_id, status_from, status_to, action, actor_role, actor_user_id)
    VALUES (${row.id}, NULL, ${status}, 'open', 'tenant', ${viewer.userId})`);
  return row.id;
}

/** Opens the case, attaches the evidence and tells the home's managers, in the caller's transaction. */
export async function openCase(tx: Executor, config: ApiConfig, viewer: Viewer, body: OpenCaseRequest): Promise<CaseDto> {
  requireKindFields(body);
  await requireNotBanned(tx, viewer.userId);
  const lease = await tenantLease(tx, viewer, body.lifecycle_id);
  const { depositId } = await kindFacts(tx, lease, body);
  const files = await requireCaseEvidence(tx, viewer.userId, body.evidence_file_ids, 'evidence_file_ids');
  const id = await insertCase(tx, viewer, lease, body, depositId, files.length);
  await attachEvidence(tx, id, files, viewer.userId);
  const { row } = await findCase(tx, viewer, id);
  // Opening is for the tenant role only (config.access), so the opener is the case's tenant.
  await recordCaseEvent(tx, row, actorFor(viewer, 'tenant'), 'open', `New ${RESOLUTION_CASE_KIND_LABELS[row.kind].toLowerCase()} case`, body.description.slice(0, 120));
  return readCaseDto(tx, viewer, id, config);
}
