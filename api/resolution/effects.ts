/**
 * What accepting a proposal changes (docs/resolution.md "Effects of acceptance"),
 * in the acceptance's transaction: a failure here rolls the acceptance back.
 * Every effect is findable from the case afterwards (the case DTO's `effects`):
 * invoices by source key `resolution-proposal:{id}:…`, the lifecycle's
 * early_lease_termination_vacate_date, lifecycles.resolution_case_id, and
 * deposit_dispute_adjustments.case_id. Keys make a repeat a no-op.
 */
import type { ChargeType, LedgerItemType } from '../../common/money.js';
import type { ProposalType, ResolutionCaseKind } from '../../common/resolution.js';
import type { Executor } from '../db/client.js';
import type { Actor } from '../events/record.js';
import { HttpError } from '../http/errors.js';
import { createInvoice } from '../money/invoices.js';
import { post } from '../money/ledger.js';
import type { CaseRow } from './case-repository.js';
import { giveBackDisputedAmount } from './effects-deposit.js';
import { createRoomSwitch } from './effects-room-switch.js';
import { homeOwnerId, invoiceIdBySourceKey, setVacateDate } from './effects-repository.js';
import { monthlyRentCents } from './monthly-rent-repository.js';

export interface AcceptedProposal {
  id: number;
  proposal_type: ProposalType;
  fee_months: number | null;
  notice_months: number | null;
  amount_cents: number | null;
}

export interface AcceptEffects {
  vacate_date: string | null;
  invoice_ids: number[];
  room_switch_lifecycle_id: number | null;
  deposit_adjustment_cents: number | null;
}

const NO_EFFECTS: AcceptEffects = { vacate_date: null, invoice_ids: [], room_switch_lifecycle_id: null, deposit_adjustment_cents: null };

const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = () => `${today().slice(0, 7)}-01`;

/** Source key of a proposal's invoice; the case DTO (case-dto.ts) joins on it. */
export const proposalSourceKey = (proposalId: number, what: 'fee') => `resolution-proposal:${proposalId}:${what}`;

/** request_fee's charge type and ledger item per kind (the spec's charge types have no room-switch or dispute fee). */
const REQUESTED_FEE: Record<ResolutionCaseKind, { chargeType: ChargeType; ledgerItemType: LedgerItemType; label: string }> = {
  tenant_elt: { chargeType: 'early-termination fee (landlord)', ledgerItemType: 'early lease termination fee', label: 'Early lease termination fee' },
  tenant_elt_military: { chargeType: 'early-termination fee (landlord)', ledgerItemType: 'early lease termination fee', label: 'Early lease termination fee' },
  tenant_room_switch: { chargeType: 'move-in fee', ledgerItemType: 'room switch fee', label: 'Room switch fee' },
  tenant_deposit_return_dispute: { chargeType: 'reimbursement to landlord', ledgerItemType: 'uncategorized', label: 'Fee requested in a deposit dispute' },
};

/** Applies the accepted proposal's effects to the (locked) case; returns what changed. */
export async function applyAcceptedProposal(tx: Executor, row: CaseRow, proposal: AcceptedProposal, actor: Actor): Promise<AcceptEffects> {
  switch (proposal.proposal_type) {
    case 'no_replacement':
      if (row.kind === 'tenant_room_switch') return { ...NO_EFFECTS, ...(await createRoomSwitch(tx, row)) };
      return { ...NO_EFFECTS, vacate_date: await setVacateDate(tx, row.lifecycle_id, row.requested_vacate_date, null) };
    case 'no_replacement_with_notice':
      return { ...NO_EFFECTS, vacate_date: await setVacateDate(tx, row.lifecycle_id, row.requested_vacate_date, proposal.notice_months) };
    case 'no_replacement_with_fee': {
      const vacate = await setVacateDate(tx, row.lifecycle_id, row.requested_vacate_date, null);
      return { ...NO_EFFECTS, vacate_date: vacate, invoice_ids: [await terminationFeeInvoice(tx, row, proposal, actor)] };
    }
    case 'allow_with_fee': {
      const switched = await createRoomSwitch(tx, row);
      return { ...NO_EFFECTS, ...switched, invoice_ids: [await feeInvoice(tx, row, proposal, proposal.amount_cents!, actor)] };
    }
    case 'request_fee':
      return { ...NO_EFFECTS, invoice_ids: [await feeInvoice(tx, row, proposal, proposal.amount_cents!, actor)] };
    case 'accept':
      return { ...NO_EFFECTS, deposit_adjustment_cents: await giveBackDisputedAmount(tx, row, proposal.id, row.disputed_amount_cents!, actor) };
    case 'adjust':
      return { ...NO_EFFECTS, deposit_adjustment_cents: await giveBackDisputedAmount(tx, row, proposal.id, proposal.amount_cents!, actor) };
    case 'offer_rent_credit':
      await postRentCredit(tx, row, proposal, actor);
      return NO_EFFECTS;
    // replacement_required: the manager sets the date when a replacement signs; deny, deny_rent_credit: nothing changes.
    case 'replacement_required':
    case 'deny':
    case 'deny_rent_credit':
      return NO_EFFECTS;
  }
}

/** fee_months × the lease's monthly TOTAL_RENT, invoiced to the tenant. */
async function terminationFeeInvoice(tx: Executor, row: CaseRow, proposal: AcceptedProposal, actor: Actor): Promise<number> {
  const rent = await monthlyRentCents(tx, row.lifecycle_id);
  if (rent === null || rent <= 0) throw new HttpError(422, 'monthly_rent_unknown', 'The lease has no monthly rent to count the fee from.');
  return feeInvoice(tx, row, proposal, proposal.fee_months! * rent, actor,
    `Early lease termination fee (${proposal.fee_months} month${proposal.fee_months === 1 ? '' : 's'}' rent)`);
}

/**
 * One invoice per proposal (source key), paid by hand like other fees; its
 * charge reaches the tenant's ledger through createInvoice, the manager's share
 * when the tenant pays. A repeat finds the invoice already there.
 */
async function feeInvoice(tx: Executor, row: CaseRow, proposal: AcceptedProposal, amountCents: number, actor: Actor, description?: string): Promise<number> {
  const fee = REQUESTED_FEE[row.kind];
  const sourceKey = proposalSourceKey(proposal.id, 'fee');
  const created = await createInvoice(tx, {
    tenantUserId: row.tenant_user_id, lifecycleId: row.lifecycle_id, buildingId: row.building_id,
    chargeType: fee.chargeType, ledgerItemType: fee.ledgerItemType, description: description ?? fee.label, amountCents,
    periodMonth: thisMonth(), dueDate: today(), nextAttemptAt: null, sourceKey, actor,
  });
  if (created) return created.id;
  return invoiceIdBySourceKey(tx, sourceKey);
}

/**
 * A rent credit the landlord backs: −amount on the tenant's account (a
 * `tenant promotional credit`, as rent promotions post it) and −amount on the
 * home owner's account, with the tenant as counterparty.
 */
async function postRentCredit(tx: Executor, row: CaseRow, proposal: AcceptedProposal, actor: Actor): Promise<void> {
  const owner = await homeOwnerId(tx, row.building_id);
  const amount = proposal.amount_cents!;
  const base = {
    ledgerItemType: 'tenant promotional credit' as const, periodMonth: thisMonth(), buildingId: row.building_id,
    lifecycleId: row.lifecycle_id, actor, description: `Rent credit agreed in resolution case #${row.id}`,
  };
  await post(tx, [
    { ...base, account: { kind: 'tenant', userId: row.tenant_user_id }, kind: 'credit', amountCents: -amount,
      postingKey: `resolution-proposal:${proposal.id}:credit` },
    { ...base, account: { kind: 'manager', userId: owner }, kind: 'charge', amountCents: -amount,
      counterpartyUserId: row.tenant_user_id, postingKey: `resolution-proposal:${proposal.id}:credit-landlord` },
  ]);
}
