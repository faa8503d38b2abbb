import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../api/db/client.js';
import { ALLOWED_PROPOSALS, PROPOSAL_TYPES, RESOLUTION_CASE_KINDS, type ProposalType } from '../../common/resolution.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId } from '../support/residents.js';
import { notificationsOf } from './live-helpers.js';
import { openTerminationCase } from './resolution-helpers.js';
import {
  DISPUTED_CENTS, acceptP, caseStatus, declineP, openCaseOf, proposalCount, proposed, proposeOn,
} from './resolution-proposals-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};

/** Valid terms for every type. */
const TERMS: Record<ProposalType, Record<string, unknown>> = {
  no_replacement: {},
  no_replacement_with_notice: { notice_months: 1 },
  no_replacement_with_fee: { fee_months: 2 },
  replacement_required: {},
  allow_with_fee: { amount_cents: 20_000 },
  deny: {},
  accept: {},
  adjust: { amount_cents: 1_000 },
  offer_rent_credit: { amount_cents: 5_000 },
  deny_rent_credit: {},
  request_fee: { amount_cents: 7_000 },
};

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager', 'manager2', 'vendor', 'staff']) tokens[key] = await tokenFor(api.deps, key);
});
afterAll(() => api.close());

describe('the proposal matrix', () => {
  for (const kind of RESOLUTION_CASE_KINDS) {
    it(`${kind}: every allowed proposal is created, every other is refused 422 and stored nowhere`, async () => {
      const { caseId } = await openCaseOf(api, kind, tokens.manager!);
      for (const type of ALLOWED_PROPOSALS[kind]) {
        const res = await proposeOn(api, tokens.manager!, caseId, { proposal_type: type, ...TERMS[type], message: `Offer: ${type}` });
        expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
        expect(res.json()).toMatchObject({ case_id: caseId, proposal_type: type, status: 'pending', message: `Offer: ${type}` });
      }
      const stored = await proposalCount(api, caseId);
      expect(stored).toBe(ALLOWED_PROPOSALS[kind].length);
      for (const type of PROPOSAL_TYPES.filter((t) => !ALLOWED_PROPOSALS[kind].includes(t))) {
        const res = await proposeOn(api, tokens.manager!, caseId, { proposal_type: type, ...TERMS[type] });
        expect(res.statusCode, type).toBe(422);
        expect(res.json().error.code).toBe('proposal_not_allowed');
      }
      expect(await proposalCount(api, caseId)).toBe(stored);
      // Each new proposal superseded the one before: one waits for the tenant.
      const list = (await api.call('GET', `/resolution-proposals?case_id=${caseId}`, { token: tokens.tenant })).json();
      expect(list.results.map((p: { status: string }) => p.status).filter((s: string) => s === 'pending')).toHaveLength(1);
      expect(list.results.at(-1).proposal_type).toBe(ALLOWED_PROPOSALS[kind].at(-1));
    });
  }

  for (const kind of RESOLUTION_CASE_KINDS) {
    it(`${kind}: the tenant can accept every allowed proposal (each on a case of its own)`, async () => {
      for (const type of ALLOWED_PROPOSALS[kind]) {
        const { caseId } = await openCaseOf(api, kind, tokens.manager!);
        const proposalId = await proposed(api, tokens.manager!, caseId, { proposal_type: type, ...TERMS[type] });
        const res = await acceptP(api, tokens.tenant!, proposalId);
        expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
        expect(res.json()).toMatchObject({ id: caseId, status: 'proposal_accepted', action_required_by: 'manager' });
        expect(await caseStatus(api, caseId)).toBe('proposal_accepted');
      }
    });
  }

  it('refuses bad terms per field, and stores nothing', async () => {
    const { caseId } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const cases: [Record<string, unknown>, string][] = [
      [{ proposal_type: 'no_replacement_with_fee', fee_months: 0 }, 'fee_months'],
      [{ proposal_type: 'no_replacement_with_fee', fee_months: 5 }, 'fee_months'],
      [{ proposal_type: 'no_replacement_with_fee' }, 'fee_months'],
      [{ proposal_type: 'no_replacement_with_notice', notice_months: 1.5 }, 'notice_months'],
      [{ proposal_type: 'request_fee' }, 'amount_cents'],
      [{ proposal_type: 'request_fee', amount_cents: 1_000_001 }, 'amount_cents'],
      [{ proposal_type: 'no_replacement', fee_months: 1 }, 'fee_months'],
    ];
    for (const [body, field] of cases) {
      const res = await proposeOn(api, tokens.manager!, caseId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.code).toBe('invalid_proposal_terms');
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
    expect(await proposalCount(api, caseId)).toBe(0);
  });

  it('refuses an adjustment of the whole disputed amount or more', async () => {
    const { caseId } = await openCaseOf(api, 'tenant_deposit_return_dispute', tokens.manager!);
    for (const amount of [DISPUTED_CENTS, DISPUTED_CENTS + 500]) {
      const res = await proposeOn(api, tokens.manager!, caseId, { proposal_type: 'adjust', amount_cents: amount });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toHaveProperty('amount_cents');
    }
    expect((await proposeOn(api, tokens.manager!, caseId, { proposal_type: 'adjust', amount_cents: DISPUTED_CENTS - 1 })).statusCode).toBe(201);
  });
});

describe('the role matrix', () => {
  it('only the home\'s manager proposes: tenant and staff 403, another manager and a vendor 404', async () => {
    const { caseId } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const body = { proposal_type: 'no_replacement' };
    expect((await proposeOn(api, tokens.tenant!, caseId, body)).statusCode).toBe(403);
    expect((await proposeOn(api, tokens.staff!, caseId, body)).statusCode).toBe(403);
    expect((await proposeOn(api, tokens.manager2!, caseId, body)).statusCode).toBe(404);
    expect((await proposeOn(api, tokens.vendor!, caseId, body)).statusCode).toBe(404);
    expect(await proposalCount(api, caseId)).toBe(0);
    expect((await proposeOn(api, tokens.manager!, caseId, body)).statusCode).toBe(201);
  });

  it('a co-manager proposes with the resolution center area, not without', async () => {
    const { caseId, tenancy } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const manager2 = await demoUserId(api.deps, 'manager2');
    const db = api.deps.database.db;
    await db.execute(sql`INSERT INTO building_managers (building_id, user_id, permission_areas, added_by_user_id)
      VALUES (${tenancy.buildingId}, ${manager2}, ARRAY['payments'], ${tenancy.managerUserId})`);
    expect((await proposeOn(api, tokens.manager2!, caseId, { proposal_type: 'no_replacement' })).statusCode).toBe(404);
    await db.execute(sql`UPDATE building_managers SET permission_areas = ARRAY['payments','resolution_center']
      WHERE building_id = ${tenancy.buildingId} AND user_id = ${manager2}`);
    expect((await proposeOn(api, tokens.manager2!, caseId, { proposal_type: 'no_replacement' })).statusCode).toBe(201);
    // The other tests take manager2 for an outsider of these homes.
    await db.execute(sql`DELETE FROM building_managers WHERE building_id = ${tenancy.buildingId} AND user_id = ${manager2}`);
  });

  it('only the case\'s tenant accepts or declines: manager and staff 403, another tenant 404', async () => {
    const { caseId } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const id = await proposed(api, tokens.manager!, caseId, { proposal_type: 'no_replacement' });
    for (const key of ['manager', 'staff']) {
      expect((await acceptP(api, tokens[key]!, id)).statusCode, key).toBe(403);
      expect((await declineP(api, tokens[key]!, id)).statusCode, key).toBe(403);
    }
    expect((await acceptP(api, tokens.tenant2!, id)).statusCode).toBe(404);
    expect((await declineP(api, tokens.tenant2!, id)).statusCode).toBe(404);
    expect((await api.call('GET', `/resolution-proposals/${id}`, { token: tokens.tenant2 })).statusCode).toBe(404);
    // Another tenant cannot tell someone's proposal from one that does not exist.
    const missing = 2_000_000_000;
    for (const [theirs, none] of [
      [await acceptP(api, tokens.tenant2!, id), await acceptP(api, tokens.tenant2!, missing)],
      [await api.call('GET', `/resolution-proposals/${id}`, { token: tokens.tenant2 }), await api.call('GET', `/resolution-proposals/${missing}`, { token: tokens.tenant2 })],
    ]) expect([theirs!.statusCode, theirs!.body]).toEqual([none!.statusCode, none!.body]);
    expect((await api.call('GET', `/resolution-proposals?case_id=${caseId}`, { token: tokens.manager2 })).statusCode).toBe(404);
    expect(await caseStatus(api, caseId)).toBe('open');
    for (const key of ['tenant', 'manager', 'staff']) {
      const res = await api.call('GET', `/resolution-proposals/${id}`, { token: tokens[key] });
      expect(res.statusCode, key).toBe(200);
      expect(res.json()).toMatchObject({ id, status: 'pending', proposal_type: 'no_replacement' });
    }
  });

  it('nobody proposes on a case waiting for evidence, accepted, or final', async () => {
    const { caseId } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const db = api.deps.database.db;
    for (const status of ['evidence_required', 'resolved', 'closed']) {
      await db.execute(sql`UPDATE resolution_cases SET status = ${status} WHERE id = ${caseId}`);
      const res = await proposeOn(api, tokens.manager!, caseId, { proposal_type: 'no_replacement' });
      expect(res.statusCode, status).toBe(422);
      expect(res.json().error.code).toBe('case_action_not_allowed');
    }
    await db.execute(sql`UPDATE resolution_cases SET status = 'open' WHERE id = ${caseId}`);
    const id = await proposed(api, tokens.manager!, caseId, { proposal_type: 'no_replacement' });
    expect((await acceptP(api, tokens.tenant!, id)).statusCode).toBe(200);
    expect((await proposeOn(api, tokens.manager!, caseId, { proposal_type: 'no_replacement' })).statusCode).toBe(422);
  });
});

describe('declining', () => {
  it('a declined proposal gives the turn back to the manager, who proposes again', async () => {
    const { caseId } = await openCaseOf(api, 'tenant_room_switch', tokens.manager!);
    const first = await proposed(api, tokens.manager!, caseId, { proposal_type: 'allow_with_fee', amount_cents: 50_000 });
    const declined = await declineP(api, tokens.tenant!, first, { reason: 'Too expensive' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'open', action_required_by: 'manager', pending_proposal_id: null });
    expect(declined.json().viewer_may.actions).not.toContain('accept_proposal');
    expect(declined.json().proposals[0]).toMatchObject({ status: 'declined', decline_reason: 'Too expensive' });
    expect(declined.json().history.at(-1)).toMatchObject({ action: 'decline_proposal', actor_role: 'tenant', status_to: 'open' });
    // A declined proposal stays declined.
    expect((await acceptP(api, tokens.tenant!, first)).json().error.code).toBe('proposal_not_pending');
    const second = await proposed(api, tokens.manager!, caseId, { proposal_type: 'allow_with_fee', amount_cents: 20_000 });
    const seen = (await api.call('GET', `/resolution-proposals/${second}`, { token: tokens.tenant })).json();
    expect(seen).toMatchObject({ status: 'pending', amount_cents: 20_000, fee_amount_cents: 20_000 });
  });

  it('a superseded proposal can no longer be accepted', async () => {
    const { caseId } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const first = await proposed(api, tokens.manager!, caseId, { proposal_type: 'no_replacement_with_fee', fee_months: 4 });
    await proposed(api, tokens.manager!, caseId, { proposal_type: 'no_replacement_with_fee', fee_months: 1 });
    const res = await acceptP(api, tokens.tenant!, first);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('proposal_not_pending');
    expect(await caseStatus(api, caseId)).toBe('open');
  });

  it('a case that ends withdraws the proposal still waiting: it can no longer be accepted', async () => {
    const { caseId } = await openCaseOf(api, 'tenant_elt', tokens.manager!);
    const waiting = await proposed(api, tokens.manager!, caseId, { proposal_type: 'no_replacement_with_fee', fee_months: 3 });
    const closed = await api.call('POST', `/resolution-cases/${caseId}/close`, { token: tokens.tenant, body: { reason: 'Staying after all' } });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', pending_proposal_id: null, action_required_by: 'none' });
    expect(closed.json().proposals[0]).toMatchObject({ id: waiting, status: 'superseded' });
    const res = await acceptP(api, tokens.tenant!, waiting);
    expect(res.json().error.code).toBe('proposal_not_pending');
    expect(closed.json().effects.invoice_ids).toEqual([]);
  });
});

describe('through the whole REST flow', () => {
  it('a case the tenant opened: the manager proposes a fee, the tenant is told, accepts, the manager is told', async () => {
    const { case: opened } = await openTerminationCase(api, tokens.tenant!);
    const id = await proposed(api, tokens.manager!, opened.id, { proposal_type: 'no_replacement_with_fee', fee_months: 2, message: 'Two months and you are free.' });
    const told = (await notificationsOf(api, tokens.tenant!)).results[0]!;
    expect(told).toMatchObject({ title: 'New proposal on your case', link_path: `/resolution-center?case=${opened.id}` });
    const waiting = (await api.call('GET', `/resolution-cases/${opened.id}`, { token: tokens.tenant })).json();
    expect(waiting).toMatchObject({ action_required_by: 'tenant', pending_proposal_id: id });
    expect(waiting.viewer_may.actions).toEqual(expect.arrayContaining(['accept_proposal', 'decline_proposal']));
    const accepted = await acceptP(api, tokens.tenant!, id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'proposal_accepted', accepted_proposal_id: id, action_required_by: 'manager' });
    expect(accepted.json().effects.invoice_ids).toHaveLength(1);
    expect((await notificationsOf(api, tokens.manager!)).results[0]).toMatchObject({ title: 'Your proposal was accepted' });
    const managerView = (await api.call('GET', `/resolution-cases/${opened.id}`, { token: tokens.manager })).json();
    expect(managerView.history.map((h: { action: string }) => h.action)).toEqual(expect.arrayContaining(['propose', 'accept_proposal']));
  });
});
