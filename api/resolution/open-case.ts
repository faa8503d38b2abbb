/**
 * Opening a case (POST /resolution-cases, docs/resolution.md): only the tenant of
 * a signed lease, about that lease, with what the kind needs checked against the
 * lease (dates inside the stay, a free bedroom of the same home, a returned
 * deposit with enough deductions). One in-progress case per lease and kind.
 */
import { formatDate } from '../../common/dates.js';
import { RESOLUTION_CASE_KIND_LABELS, type ResolutionCaseKind } from '../../common/resolution.js';
import type { ApiConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { HttpError, invalidInput, notFound } from '../http/errors.js';
import type { Viewer } from '../http/viewer.js';
import { actorFor, findCase, recordCaseEvent } from './case-core.js';
import { readCaseDto, type CaseDto } from './case-dto.js';
import { insertCaseHistory } from './case-repository.js';
import { attachEvidence, requireCaseEvidence } from './case-evidence.js';
import { findDisputableDepositId } from './deposit-dispute-repository.js';
import { evidenceRequiredFor, findTenantLease, insertCase, tenantIsBanned, type TenantLease as Lease } from './open-case-repository.js';
import { bedroomIsSwitchable } from './room-switch-repository.js';

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
  const lease = await findTenantLease(ex, viewer.userId, lifecycleId);
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

/** The lifecycle's returned deposit when what is left of its deductions covers `amount`, else 422. */
async function disputableDepositId(ex: Executor, lifecycleId: number, amount: number): Promise<number> {
  const id = await findDisputableDepositId(ex, lifecycleId, amount);
  if (id !== null) return id;
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
  if (await tenantIsBanned(ex, userId)) throw new HttpError(403, 'banned_from_resolution_center', 'Hearth has stopped you from opening resolution cases. Contact support.');
}

const caseAlreadyOpen = () => new HttpError(409, 'case_already_open', 'This lease already has a case of this kind in progress.', { kind: 'A case of this kind is already open for this lease.' });

/**
 * Inserts the case (409 when the lease already has one of the kind in progress,
 * see insertCase) with its first history row.
 */
async function createCase(tx: Executor, viewer: Viewer, lease: Lease, body: OpenCaseRequest, depositId: number | null, evidence: number): Promise<number> {
  const status = (await evidenceRequiredFor(tx, body.kind)) && evidence === 0 ? 'evidence_required' : 'open';
  const id = await insertCase(tx, {
    kind: body.kind, status, tenantUserId: viewer.userId, lifecycleId: lease.id, buildingId: lease.building_id, description: body.description,
    requestedVacateDate: body.requested_vacate_date ?? null, requestedBedroomId: body.requested_bedroom_id ?? null,
    requestedMoveDate: body.requested_move_date ?? null, depositId, disputedAmountCents: body.disputed_amount_cents ?? null,
  });
  if (id === null) throw caseAlreadyOpen();
  // The opening is the first history row: there is no status before it.
  await insertCaseHistory(tx, id, null, status, 'open', { role: 'tenant', userId: viewer.userId }, null);
  return id;
}

/** Opens the case, attaches the evidence and tells the home's managers, in the caller's transaction. */
export async function openCase(tx: Executor, config: ApiConfig, viewer: Viewer, body: OpenCaseRequest): Promise<CaseDto> {
  requireKindFields(body);
  await requireNotBanned(tx, viewer.userId);
  const lease = await tenantLease(tx, viewer, body.lifecycle_id);
  const { depositId } = await kindFacts(tx, lease, body);
  const files = await requireCaseEvidence(tx, viewer.userId, body.evidence_file_ids, 'evidence_file_ids');
  const id = await createCase(tx, viewer, lease, body, depositId, files.length);
  await attachEvidence(tx, id, files, viewer.userId);
  const { row } = await findCase(tx, viewer, id);
  // Opening is for the tenant role only (config.access), so the opener is the case's tenant.
  await recordCaseEvent(tx, row, actorFor(viewer, 'tenant'), 'open', `New ${RESOLUTION_CASE_KIND_LABELS[row.kind].toLowerCase()} case`, body.description.slice(0, 120));
  return readCaseDto(tx, viewer, id, config);
}
