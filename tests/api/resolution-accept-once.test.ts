import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId, makeResident } from '../support/residents.js';
import { ledgerSound } from './deposits-helpers.js';
import { acceptP, caseStatus, feeTrail, openCaseOf, proposed } from './resolution-proposals-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'manager']) tokens[key] = await tokenFor(api.deps, key);
});
afterAll(() => api.close());

/** A two months' fee proposal waiting on a fresh lease termination case. */
async function feeProposal() {
  const { caseId } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
  const id = await proposed(api, tokens.manager!, caseId, { proposal_type: 'no_replacement_with_fee', fee_months: 2 });
  return { caseId, id };
}

async function expectOneFee(proposalId: number) {
  const { invoices, entries } = await feeTrail(api, proposalId);
  expect(invoices).toHaveLength(1);
  expect(entries).toEqual([{ amount_cents: invoices[0]!.amount_cents, ledger_item_type: 'early lease termination fee' }]);
  expect(await ledgerSound(api)).toEqual([]);
}

describe('accepting a fee proposal posts exactly one ledger entry', () => {
  it('accepted twice in a row: the second answers 200 with the same case and posts nothing', async () => {
    const { caseId, id } = await feeProposal();
    const first = await acceptP(api, tokens.tenant!, id);
    const second = await acceptP(api, tokens.tenant!, id);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toMatchObject({ id: caseId, status: 'proposal_accepted', accepted_proposal_id: id });
    expect(second.json().effects).toEqual(first.json().effects);
    expect(second.json().history.filter((h: { action: string }) => h.action === 'accept_proposal')).toHaveLength(1);
    await expectOneFee(id);
  });

  it('accepted 10 times at once: every answer is 200 with the accepted case, one invoice, one entry', async () => {
    const { caseId, id } = await feeProposal();
    const answers = await Promise.all(Array.from({ length: 10 }, () => acceptP(api, tokens.tenant!, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (const a of answers) expect(a.json()).toMatchObject({ id: caseId, status: 'proposal_accepted', accepted_proposal_id: id });
    await expectOneFee(id);
  });

  it('the same Idempotency-Key twice replays the first answer', async () => {
    const { id } = await feeProposal();
    const key = { 'idempotency-key': `accept-${id}` };
    const first = await acceptP(api, tokens.tenant!, id, key);
    const replay = await acceptP(api, tokens.tenant!, id, key);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json()).toEqual(first.json());
    await expectOneFee(id);
  });
});

describe('acceptance and its effects are one transaction', () => {
  it('a bedroom let since the proposal: 409 bedroom_taken, the proposal still pending, the case still open, nothing created', async () => {
    const { caseId, lifecycleId, tenancy, requestedBedroomId } = await openCaseOf(api, 'tenant_room_switch', tokens.manager!);
    const id = await proposed(api, tokens.manager!, caseId, { proposal_type: 'allow_with_fee', amount_cents: 10_000 });
    // Someone else signs a lease for the requested bedroom, overlapping the switch.
    await makeResident(api.deps, await demoUserId(api.deps, 'tenant2'), tenancy.buildingId,
      { bedroomId: requestedBedroomId!, movedInDaysAgo: -25, moveOutInDays: 120 });
    const res = await acceptP(api, tokens.tenant!, id, { 'idempotency-key': `switch-${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('bedroom_taken');
    expect(await caseStatus(api, caseId)).toBe('open');
    const db = api.deps.database.db;
    expect(await rows(db, sql`SELECT status FROM resolution_proposals WHERE id = ${id}`)).toEqual([{ status: 'pending' }]);
    expect(await rows(db, sql`SELECT id FROM lifecycles WHERE resolution_case_id = ${caseId}`)).toEqual([]);
    expect(await rows(db, sql`SELECT early_lease_termination_vacate_date FROM lifecycles WHERE id = ${lifecycleId}`))
      .toEqual([{ early_lease_termination_vacate_date: null }]);
    expect((await feeTrail(api, id)).invoices).toEqual([]);
    expect(await rows(db, sql`SELECT action FROM resolution_case_status_history WHERE case_id = ${caseId} AND action = 'accept_proposal'`)).toEqual([]);
    // The tenant may still decline it, and the manager propose something else.
    const declined = await api.call('POST', `/resolution-proposals/${id}/decline`, { token: tokens.tenant, body: { reason: 'The room is gone' } });
    expect(declined.json()).toMatchObject({ status: 'open', action_required_by: 'manager' });
  });

  it('deductions that no longer cover the amount: 422 deposit_not_disputable, nothing given back', async () => {
    const { caseId, lifecycleId } = await openCaseOf(api, 'tenant_deposit_return_dispute', tokens.manager!);
    const id = await proposed(api, tokens.manager!, caseId, { proposal_type: 'accept' });
    const db = api.deps.database.db;
    const [before] = await rows<{ returned: number; deposit_id: number }>(db, sql`SELECT id AS deposit_id, returned_amount_cents::int AS returned
      FROM tenant_deposits WHERE lifecycle_id = ${lifecycleId}`);
    // Stands in for a correction of the return: the deduction is now smaller than the disputed amount.
    await db.execute(sql`UPDATE deposit_return_deductions SET amount_cents = 100 WHERE deposit_id = ${before!.deposit_id}`);
    const res = await acceptP(api, tokens.tenant!, id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('deposit_not_disputable');
    expect(await caseStatus(api, caseId)).toBe('open');
    expect(await rows(db, sql`SELECT status FROM resolution_proposals WHERE id = ${id}`)).toEqual([{ status: 'pending' }]);
    expect(await rows(db, sql`SELECT id FROM deposit_dispute_adjustments WHERE case_id = ${caseId}`)).toEqual([]);
    expect(await rows(db, sql`SELECT returned_amount_cents::int AS returned FROM tenant_deposits WHERE id = ${before!.deposit_id}`))
      .toEqual([{ returned: before!.returned }]);
  });
});
