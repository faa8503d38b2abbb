import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId } from '../support/residents.js';
import { ledgerSound } from './deposits-helpers.js';
import { sign } from './leases-helpers.js';
import { inDays, openCase } from './resolution-helpers.js';
import { uploadSample } from './uploads-helpers.js';
import { DISPUTED_CENTS, acceptedCase, feeTrail, openCaseOf } from './resolution-proposals-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};
const db = () => api.deps.database.db;
const thisMonth = () => new Date().toISOString().slice(0, 7);

const sqlDate = async (expr: string) => (await rows<{ d: string }>(db(), sql`SELECT (${sql.raw(expr)})::date::text AS d`))[0]!.d;
const lifecycle = async (id: number) => (await rows<{ vacate: string | null; move_out: string }>(db(), sql`
  SELECT early_lease_termination_vacate_date::text AS vacate, move_out_date::text AS move_out FROM lifecycles WHERE id = ${id}`))[0]!;
const entriesOf = async (kind: 'tenant' | 'manager', userId: number, lifecycleId: number) => rows<{ amount_cents: number; ledger_item_type: string; entry_kind: string; posting_key: string | null }>(db(), sql`
  SELECT e.amount_cents::int AS amount_cents, e.ledger_item_type, e.entry_kind, e.posting_key FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
  WHERE a.kind = ${kind} AND a.user_id = ${userId} AND e.lifecycle_id = ${lifecycleId} ORDER BY e.id`);

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'manager', 'staff']) tokens[key] = await tokenFor(api.deps, key);
});
afterAll(() => api.close());

const accept = (caseId: number, body: Record<string, unknown>) => acceptedCase(api, tokens.manager!, tokens.tenant!, caseId, body);

describe('lease termination effects', () => {
  it('no_replacement: the vacate date is the requested one', async () => {
    const { caseId, lifecycleId } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const after = await accept(caseId, { proposal_type: 'no_replacement' });
    expect(after).toMatchObject({ status: 'proposal_accepted', action_required_by: 'manager' });
    expect(after.effects).toEqual({ vacate_date: inDays(30), invoice_ids: [], room_switch_lifecycle_id: null, deposit_adjustment_cents: null });
    expect((await lifecycle(lifecycleId)).vacate).toBe(inDays(30));
  });

  it('with notice: the later of the requested date and today + notice (half a month = 15 days), never after move-out', async () => {
    const half = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    expect((await accept(half.caseId, { proposal_type: 'no_replacement_with_notice', notice_months: 0.5 })).effects.vacate_date).toBe(inDays(30));
    const two = await openCaseOf(api, 'tenant_elt_military', tokens.manager!);
    expect((await accept(two.caseId, { proposal_type: 'no_replacement_with_notice', notice_months: 2 })).effects.vacate_date)
      .toBe(await sqlDate("current_date + interval '2 months'"));
    const short = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    await db().execute(sql`UPDATE lifecycles SET move_out_date = ${inDays(45)}::date WHERE id = ${short.lifecycleId}`);
    expect((await accept(short.caseId, { proposal_type: 'no_replacement_with_notice', notice_months: 4 })).effects.vacate_date).toBe(inDays(45));
  });

  it('military no_replacement sets the requested date too', async () => {
    const { caseId, lifecycleId } = await openCaseOf(api, 'tenant_elt_military', tokens.manager!);
    await accept(caseId, { proposal_type: 'no_replacement' });
    expect((await lifecycle(lifecycleId)).vacate).toBe(inDays(30));
  });

  it('with a fee: fee_months × rent on the tenant\'s invoices and ledger, and in the manager\'s monthly summary', async () => {
    const { caseId, lifecycleId } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const summary = async () => (await api.call('GET', '/ledger?summary=monthly', { token: tokens.manager })).json()
      .months.find((m: { month: string }) => m.month === thisMonth()).charged_cents as number;
    const chargedBefore = await summary();
    const after = await accept(caseId, { proposal_type: 'no_replacement_with_fee', fee_months: 2 });
    const fee = 2 * after.monthly_rent_cents!;
    expect(after.monthly_rent_cents).toBeGreaterThan(0);
    expect(after.proposals.at(-1)!.fee_amount_cents).toBe(fee);
    expect(after.effects.vacate_date).toBe(inDays(30));
    expect(after.effects.invoice_ids).toHaveLength(1);
    const invoices = (await api.call('GET', '/invoices', { token: tokens.tenant })).json().results;
    expect(invoices.find((i: { id: number }) => i.id === after.effects.invoice_ids[0])).toMatchObject({
      amount_cents: fee, charge_type: 'early-termination fee (landlord)', ledger_item_type: 'early lease termination fee', lifecycle_id: lifecycleId,
    });
    const ledger = (await api.call('GET', '/ledger?limit=100', { token: tokens.tenant })).json().results;
    expect(ledger.filter((e: { invoice_id: number | null }) => e.invoice_id === after.effects.invoice_ids[0]))
      .toEqual([expect.objectContaining({ entry_kind: 'charge', ledger_item_type: 'early lease termination fee', amount_cents: fee })]);
    expect(await summary()).toBe(chargedBefore + fee);
  });

  it('replacement_required and deny_rent_credit change nothing yet', async () => {
    const { caseId, lifecycleId } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const after = await accept(caseId, { proposal_type: 'replacement_required' });
    expect(after.status).toBe('proposal_accepted');
    expect(after.effects).toEqual({ vacate_date: null, invoice_ids: [], room_switch_lifecycle_id: null, deposit_adjustment_cents: null });
    expect((await lifecycle(lifecycleId)).vacate).toBeNull();
    const other = await openCaseOf(api, 'tenant_elt_military', tokens.manager!);
    const tenantId = await demoUserId(api.deps, 'tenant');
    const before = await entriesOf('tenant', tenantId, other.lifecycleId);
    expect((await accept(other.caseId, { proposal_type: 'deny_rent_credit' })).effects.invoice_ids).toEqual([]);
    expect(await entriesOf('tenant', tenantId, other.lifecycleId)).toEqual(before);
    expect((await lifecycle(other.lifecycleId)).vacate).toBeNull();
  });

  it('request_fee invoices the amount as an early lease termination fee', async () => {
    const { caseId } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const after = await accept(caseId, { proposal_type: 'request_fee', amount_cents: 12_345 });
    const { invoices } = await feeTrail(api, after.proposals.at(-1)!.id);
    expect(invoices).toEqual([expect.objectContaining({ amount_cents: 12_345, charge_type: 'early-termination fee (landlord)', ledger_item_type: 'early lease termination fee' })]);
  });

  it('offer_rent_credit: a promotional credit to the tenant, backed by the owner', async () => {
    const { caseId, lifecycleId, tenancy } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const after = await accept(caseId, { proposal_type: 'offer_rent_credit', amount_cents: 5_000 });
    const id = after.proposals.at(-1)!.id;
    expect(await entriesOf('tenant', await demoUserId(api.deps, 'tenant'), lifecycleId)).toEqual([
      { amount_cents: -5_000, ledger_item_type: 'tenant promotional credit', entry_kind: 'credit', posting_key: `resolution-proposal:${id}:credit` }]);
    expect(await entriesOf('manager', tenancy.managerUserId, lifecycleId)).toEqual([
      { amount_cents: -5_000, ledger_item_type: 'tenant promotional credit', entry_kind: 'charge', posting_key: `resolution-proposal:${id}:credit-landlord` }]);
    expect(await ledgerSound(api)).toEqual([]);
  });
});

describe('room switch effects', () => {
  it('no_replacement: a room_switch_application for the requested bedroom, the current lease ends on the move date', async () => {
    const { caseId, lifecycleId, requestedBedroomId } = await openCaseOf(api, 'tenant_room_switch', tokens.manager!);
    const after = await accept(caseId, { proposal_type: 'no_replacement' });
    const newId = after.effects.room_switch_lifecycle_id!;
    expect(newId).toBeGreaterThan(0);
    const [created] = await rows(db(), sql`SELECT application_type, assigned_bedroom_id, move_in_date::text AS move_in, move_out_date::text AS move_out,
      resolution_case_id, lease_signed_at FROM lifecycles WHERE id = ${newId}`);
    const old = await lifecycle(lifecycleId);
    expect(created).toEqual({ application_type: 'room_switch_application', assigned_bedroom_id: requestedBedroomId, move_in: inDays(20),
      move_out: old.move_out, resolution_case_id: caseId, lease_signed_at: null });
    expect(old.vacate).toBe(inDays(20));
    expect(after.effects.vacate_date).toBe(inDays(20));
    // The tenant finds it among their applications.
    const seen = await api.call('GET', `/lifecycles?ids=${newId}`, { token: tokens.tenant });
    expect(seen.json().results).toEqual([expect.objectContaining({ id: newId, application_type: 'room_switch_application' })]);
  });

  it('the accepted switch reaches the manager, who approves it; the tenant signs and the manager countersigns its lease', async () => {
    const { caseId } = await openCaseOf(api, 'tenant_room_switch', tokens.manager!);
    const newId = (await accept(caseId, { proposal_type: 'no_replacement' })).effects.room_switch_lifecycle_id!;
    const asManager = (await api.call('GET', `/lifecycles?ids=${newId}`, { token: tokens.manager })).json().results[0];
    expect(asManager).toMatchObject({ state: 'sent_to_manager', is_sent_to_manager: true, allowed_actions: { manager: expect.arrayContaining(['approve']) } });
    const notified = (await api.call('GET', '/notifications?limit=20', { token: tokens.manager })).json().results as { event_type: string; title: string }[];
    expect(notified).toContainEqual(expect.objectContaining({ event_type: 'application.sent', title: expect.stringMatching(/^Tara Nguyen applied to /) }));
    // Nothing holds the tenant in onboarding for it: no confirmation question is left open.
    expect((await api.call('GET', '/me/', { token: tokens.tenant })).json().renter_confirmation_questions_completed_at).not.toBeNull();

    expect((await api.call('POST', `/lifecycles/${newId}/approve`, { token: tokens.manager })).statusCode).toBe(200);
    const [lease] = (await api.call('GET', `/leases?lifecycle_id=${newId}`, { token: tokens.tenant })).json().results;
    expect(lease).toMatchObject({ status: 'prepared' });
    expect((await sign(api, tokens.tenant!, lease.id, 'Tara Nguyen')).json()).toMatchObject({ status: 'tenant_signed' });
    expect((await sign(api, tokens.manager!, lease.id, 'Marcus Reed')).json()).toMatchObject({ status: 'countersigned' });
    expect((await api.call('GET', `/lifecycles?ids=${newId}`, { token: tokens.tenant })).json().results[0].state).toBe('leased');
  });

  it('allow_with_fee: the switch and a room switch fee invoice', async () => {
    const { caseId } = await openCaseOf(api, 'tenant_room_switch', tokens.manager!);
    const after = await accept(caseId, { proposal_type: 'allow_with_fee', amount_cents: 15_000 });
    expect(after.effects.room_switch_lifecycle_id).toBeGreaterThan(0);
    const { invoices, entries } = await feeTrail(api, after.proposals.at(-1)!.id);
    expect(invoices).toEqual([expect.objectContaining({ amount_cents: 15_000, charge_type: 'move-in fee', ledger_item_type: 'room switch fee' })]);
    expect(entries).toEqual([{ amount_cents: 15_000, ledger_item_type: 'room switch fee' }]);
    expect(after.effects.invoice_ids).toEqual([invoices[0]!.id]);
  });

  it('deny changes nothing', async () => {
    const { caseId, lifecycleId } = await openCaseOf(api, 'tenant_room_switch', tokens.manager!);
    const after = await accept(caseId, { proposal_type: 'deny' });
    expect(after.status).toBe('proposal_accepted');
    expect(after.effects.room_switch_lifecycle_id).toBeNull();
    expect((await lifecycle(lifecycleId)).vacate).toBeNull();
    expect(await rows(db(), sql`SELECT id FROM lifecycles WHERE resolution_case_id = ${caseId}`)).toEqual([]);
  });
});

describe('deposit dispute effects', () => {
  const deposit = async (lifecycleId: number) => (await rows<{ returned: number }>(db(), sql`
    SELECT returned_amount_cents::int AS returned FROM tenant_deposits WHERE lifecycle_id = ${lifecycleId}`))[0]!.returned;

  it('accept gives the disputed amount back: adjustment, returned amount, tenant and owner postings', async () => {
    const { caseId, lifecycleId, tenancy } = await openCaseOf(api, 'tenant_deposit_return_dispute', tokens.manager!);
    const returnedBefore = await deposit(lifecycleId);
    const after = await accept(caseId, { proposal_type: 'accept' });
    expect(after.effects.deposit_adjustment_cents).toBe(DISPUTED_CENTS);
    expect(await deposit(lifecycleId)).toBe(returnedBefore + DISPUTED_CENTS);
    const tenantEntries = (await entriesOf('tenant', await demoUserId(api.deps, 'tenant'), lifecycleId)).filter((e) => e.posting_key?.startsWith('deposit-dispute:'));
    expect(tenantEntries).toEqual([
      { amount_cents: -DISPUTED_CENTS, ledger_item_type: 'bedroom security deposit', entry_kind: 'credit', posting_key: `deposit-dispute:${caseId}:tenant-credit` },
      { amount_cents: DISPUTED_CENTS, ledger_item_type: 'bedroom security deposit', entry_kind: 'refund', posting_key: `deposit-dispute:${caseId}:tenant-refund` },
    ]);
    const ownerEntries = (await entriesOf('manager', tenancy.managerUserId, lifecycleId)).filter((e) => e.posting_key?.startsWith('deposit-dispute:'));
    expect(ownerEntries).toEqual([{ amount_cents: -DISPUTED_CENTS, ledger_item_type: 'bedroom security deposit', entry_kind: 'charge', posting_key: `deposit-dispute:${caseId}:manager` }]);
    expect(await ledgerSound(api)).toEqual([]);
    // Live views of the deposit hear that its return changed.
    expect(await rows(db(), sql`SELECT (data->>'returned_amount_cents')::int AS returned FROM events
      WHERE event_type = 'deposit.updated' AND (data->>'resolution_case_id')::int = ${caseId}`)).toEqual([{ returned: returnedBefore + DISPUTED_CENTS }]);
  });

  it('adjust gives back the counter amount', async () => {
    const { caseId, lifecycleId } = await openCaseOf(api, 'tenant_deposit_return_dispute', tokens.manager!);
    const returnedBefore = await deposit(lifecycleId);
    const after = await accept(caseId, { proposal_type: 'adjust', amount_cents: 1_200 });
    expect(after.effects.deposit_adjustment_cents).toBe(1_200);
    expect(await deposit(lifecycleId)).toBe(returnedBefore + 1_200);
    expect(await rows(db(), sql`SELECT amount_cents::int AS amount FROM deposit_dispute_adjustments WHERE case_id = ${caseId}`)).toEqual([{ amount: 1_200 }]);
  });

  it('successive disputes of one deposit never give back more than was kept', async () => {
    // 5,000 kept; the first case gives DISPUTED_CENTS (3,000) back, so 2,000 is left to dispute.
    const first = await openCaseOf(api, 'tenant_deposit_return_dispute', tokens.manager!);
    await accept(first.caseId, { proposal_type: 'accept' });
    const resolve = (caseId: number) => api.call('POST', `/resolution-cases/${caseId}/resolve`, { token: tokens.staff, body: { resolution_note: 'Given back' } });
    expect((await resolve(first.caseId)).statusCode).toBe(200);
    const left = 5_000 - DISPUTED_CENTS;
    const options = (await api.call('GET', '/me/resolution-case-options', { token: tokens.tenant })).json().results;
    expect(options.find((o: { lifecycle_id: number }) => o.lifecycle_id === first.lifecycleId).deposit)
      .toMatchObject({ deductions_total_cents: 5_000, disputable_cents: left });
    const body = { kind: 'tenant_deposit_return_dispute', lifecycle_id: first.lifecycleId, description: 'And the paint was fine' };
    const tooMuch = await openCase(api, tokens.tenant!, { ...body, disputed_amount_cents: left + 1 });
    expect([tooMuch.statusCode, tooMuch.json().error.code]).toEqual([422, 'deposit_not_disputable']);
    expect(tooMuch.json().error.fields).toHaveProperty('disputed_amount_cents');
    const photo = await uploadSample(api, tokens.tenant!, 'case_evidence', 'png');
    const second = await openCase(api, tokens.tenant!, { ...body, disputed_amount_cents: left, evidence_file_ids: [photo] });
    expect(second.statusCode).toBe(201);
    const returnedBefore = await deposit(first.lifecycleId);
    await accept(second.json().id, { proposal_type: 'accept' });
    expect(await deposit(first.lifecycleId)).toBe(returnedBefore + left);
    expect((await resolve(second.json().id)).statusCode).toBe(200);
    // Everything kept has been given back: a third dispute has nothing left to ask for.
    const third = await openCase(api, tokens.tenant!, { ...body, disputed_amount_cents: 1 });
    expect(third.json().error.code).toBe('deposit_not_disputable');
    expect(await ledgerSound(api)).toEqual([]);
  });

  it('deny changes nothing; request_fee invoices a reimbursement to the landlord', async () => {
    const denied = await openCaseOf(api, 'tenant_deposit_return_dispute', tokens.manager!);
    const returnedBefore = await deposit(denied.lifecycleId);
    expect((await accept(denied.caseId, { proposal_type: 'deny' })).effects.deposit_adjustment_cents).toBeNull();
    expect(await deposit(denied.lifecycleId)).toBe(returnedBefore);
    const fee = await openCaseOf(api, 'tenant_deposit_return_dispute', tokens.manager!);
    const after = await accept(fee.caseId, { proposal_type: 'request_fee', amount_cents: 2_500 });
    const { invoices } = await feeTrail(api, after.proposals.at(-1)!.id);
    expect(invoices).toEqual([expect.objectContaining({ amount_cents: 2_500, charge_type: 'reimbursement to landlord', ledger_item_type: 'uncategorized' })]);
  });
});
