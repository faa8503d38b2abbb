import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../common/dates.js';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { notificationsOf } from './live-helpers.js';
import { uploadSample } from './uploads-helpers.js';
import {
  disputableDeposit, inDays, openCase, openTerminationCase, switchableBedroom, tenancyFor, type CaseJson,
} from './resolution-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager', 'manager2', 'vendor', 'staff']) tokens[key] = await tokenFor(api.deps, key);
  tokens.multiManager = await tokenFor(api.deps, 'multi', 'manager');
});
afterAll(() => api.close());

const get = (id: number, token: string) => api.call('GET', `/resolution-cases/${id}`, { token });
const act = (id: number, path: string, token: string, body: Record<string, unknown> = {}) =>
  api.call('POST', `/resolution-cases/${id}/${path}`, { token, body });
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;
const caseOf = async (id: number, token = tokens.staff!) => (await get(id, token)).json() as CaseJson;

describe('categories, types and options', () => {
  it('lists the three categories with their four types and each kind\'s proposals', async () => {
    const res = await api.call('GET', '/resolution-case-categories', { token: tokens.tenant });
    expect(res.statusCode).toBe(200);
    const cats = res.json().results as { slug: string; types: { kind: string; evidence_required: boolean; allowed_proposal_types: string[] }[] }[];
    expect(cats.map((c) => c.slug)).toEqual(['lease_termination', 'room_switch', 'deposit']);
    const military = cats[0]!.types.find((t) => t.kind === 'tenant_elt_military')!;
    expect(military).toMatchObject({ evidence_required: true, allowed_proposal_types: ['no_replacement', 'no_replacement_with_notice', 'offer_rent_credit', 'deny_rent_credit'] });
    const types = await api.call('GET', `/resolution-case-types?category_id=${(res.json().results[2] as { id: number }).id}`, { token: tokens.tenant });
    expect(types.json().results.map((t: { kind: string }) => t.kind)).toEqual(['tenant_deposit_return_dispute']);
  });

  it('offers the tenant their signed leases with switchable bedrooms and open case kinds', async () => {
    const { tenancy, case: opened } = await openTerminationCase(api, tokens.tenant2!, 'tenant2', 'manager2');
    const res = await api.call('GET', '/me/resolution-case-options', { token: tokens.tenant2 });
    expect(res.statusCode).toBe(200);
    const option = res.json().results.find((o: { lifecycle_id: number }) => o.lifecycle_id === tenancy.lifecycleId);
    expect(option).toMatchObject({ building_id: tenancy.buildingId, open_case_kinds: ['tenant_elt'], deposit: null });
    expect(option.monthly_rent_cents).toBeGreaterThan(0);
    expect(option.switchable_bedrooms.map((b: { id: number }) => b.id)).not.toContain(tenancy.bedroomId);
    expect(opened.monthly_rent_cents).toBe(option.monthly_rent_cents);
    const other = await api.call('GET', '/me/resolution-case-options', { token: tokens.tenant });
    expect(other.json().results.map((o: { lifecycle_id: number }) => o.lifecycle_id)).not.toContain(tenancy.lifecycleId);
  });
});

describe('opening a case', () => {
  it('opens a lease termination: manager must act next, one history row, the managers are notified', async () => {
    const { tenancy, case: c } = await openTerminationCase(api, tokens.tenant!);
    expect(c).toMatchObject({ kind: 'tenant_elt', status: 'open', action_required_by: 'manager', viewer_role: 'tenant', lifecycle_id: tenancy.lifecycleId });
    expect(c.viewer_may.actions).toEqual(['add_evidence', 'start_chat', 'close']);
    expect(c.history).toEqual([expect.objectContaining({ status_from: null, status_to: 'open', action: 'open', actor_role: 'tenant' })]);
    const asManager = await caseOf(c.id, tokens.manager);
    expect(asManager.viewer_role).toBe('manager');
    expect(asManager.viewer_may.actions).toEqual(['propose', 'start_chat']);
    const note = (await notificationsOf(api, tokens.manager!)).results[0]!;
    expect(note).toMatchObject({ title: 'New lease termination case', link_path: `/resolution-center?case=${c.id}` });
  });

  it('refuses a second in-progress case of the same kind on the lease (409), also when two race', async () => {
    const tenancy = await tenancyFor(api, 'tenant');
    const body = { kind: 'tenant_elt', lifecycle_id: tenancy.lifecycleId, description: 'Leaving', requested_vacate_date: inDays(20) };
    const [a, b] = await Promise.all([openCase(api, tokens.tenant!, body), openCase(api, tokens.tenant!, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await openCase(api, tokens.tenant!, body);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('case_already_open');
    const other = await openCase(api, tokens.tenant!, { ...body, kind: 'tenant_room_switch', requested_vacate_date: undefined,
      requested_bedroom_id: await switchableBedroom(api, tenancy, inDays(10)), requested_move_date: inDays(10) });
    expect(other.statusCode).toBe(201);
    const first = (a.statusCode === 201 ? a : b).json() as CaseJson;
    expect((await act(first.id, 'close', tokens.tenant!, { reason: 'Changed my mind' })).json().status).toBe('closed');
    expect((await openCase(api, tokens.tenant!, body)).statusCode).toBe(201);
  });

  it('answers 400 per field', async () => {
    const tenancy = await tenancyFor(api, 'tenant');
    const bad = await openCase(api, tokens.tenant!, { kind: 'tenant_eviction', lifecycle_id: 'x', description: '', requested_vacate_date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields!)).toEqual(expect.arrayContaining(['kind', 'lifecycle_id', 'description', 'requested_vacate_date']));
    const missing = await openCase(api, tokens.tenant!, { kind: 'tenant_room_switch', lifecycle_id: tenancy.lifecycleId, description: 'Swap', requested_vacate_date: inDays(5) });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(errorOf(missing).fields!).sort()).toEqual(['requested_bedroom_id', 'requested_move_date', 'requested_vacate_date']);
    const notMine = await openCase(api, tokens.tenant!, { kind: 'tenant_elt', lifecycle_id: tenancy.lifecycleId, description: 'x', requested_vacate_date: inDays(5), evidence_file_ids: ['nope'] });
    expect(errorOf(notMine).fields).toHaveProperty('evidence_file_ids');
  });

  it('only for the tenant\'s own signed lease: 404 for someone else\'s, 403 in the manager role, 422 unsigned', async () => {
    const tenancy = await tenancyFor(api, 'tenant');
    const body = { kind: 'tenant_elt', lifecycle_id: tenancy.lifecycleId, description: 'Leaving', requested_vacate_date: inDays(20) };
    expect((await openCase(api, tokens.tenant2!, body)).statusCode).toBe(404);
    expect((await openCase(api, tokens.staff!, body)).statusCode).toBe(404);
    expect((await openCase(api, tokens.manager!, body)).statusCode).toBe(403);
    expect((await openCase(api, tokens.vendor!, body)).statusCode).toBe(403);
    await api.deps.database.db.execute(sql`UPDATE lifecycles SET lease_signed_at = NULL WHERE id = ${tenancy.lifecycleId}`);
    const unsigned = await openCase(api, tokens.tenant!, body);
    expect([unsigned.statusCode, errorOf(unsigned).code]).toEqual([422, 'lease_not_signed']);
  });

  it('needs a vacate date from today to before move-out', async () => {
    const tenancy = await tenancyFor(api, 'tenant', 'manager', { moveOutInDays: 40 });
    const body = { kind: 'tenant_elt', lifecycle_id: tenancy.lifecycleId, description: 'Leaving' };
    for (const date of [inDays(-1), inDays(40), inDays(90)]) {
      const res = await openCase(api, tokens.tenant!, { ...body, requested_vacate_date: date });
      expect([res.statusCode, errorOf(res).code]).toEqual([422, 'vacate_date_out_of_range']);
      // Next to the field, the days in words, as the form shows them.
      expect(errorOf(res).fields!.requested_vacate_date).toBe(`Choose a date from ${formatDate(inDays(0))} to before ${formatDate(inDays(40))}.`);
    }
    expect((await openCase(api, tokens.tenant!, { ...body, requested_vacate_date: inDays(0) })).statusCode).toBe(201);
  });

  it('switches only to another bedroom of the same home free for the rest of the stay', async () => {
    const tenancy = await tenancyFor(api, 'tenant');
    const body = { kind: 'tenant_room_switch', lifecycle_id: tenancy.lifecycleId, description: 'Quieter room', requested_move_date: inDays(15) };
    for (const bedroom of [tenancy.bedroomId]) {
      const res = await openCase(api, tokens.tenant!, { ...body, requested_bedroom_id: bedroom });
      expect([res.statusCode, errorOf(res).code]).toEqual([422, 'bedroom_not_switchable']);
    }
    const [elsewhere] = await rows<{ id: number }>(api.deps.database.db, sql`SELECT id FROM bedrooms WHERE building_id <> ${tenancy.buildingId} LIMIT 1`);
    expect(errorOf(await openCase(api, tokens.tenant!, { ...body, requested_bedroom_id: elsewhere!.id })).code).toBe('bedroom_not_switchable');
    const free = await switchableBedroom(api, tenancy, inDays(15));
    const late = await openCase(api, tokens.tenant!, { ...body, requested_bedroom_id: free, requested_move_date: inDays(400) });
    expect(errorOf(late).code).toBe('vacate_date_out_of_range');
    const ok = await openCase(api, tokens.tenant!, { ...body, requested_bedroom_id: free });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ requested_bedroom_id: free, requested_move_date: inDays(15), status: 'open' });
  });

  it('disputes only a returned deposit, up to its deductions; starts evidence_required without evidence, opens when it is added', async () => {
    const { lifecycleId, depositId } = await disputableDeposit(api, 'tenant2', 'manager', tokens.manager!, 5_000);
    const body = { kind: 'tenant_deposit_return_dispute', lifecycle_id: lifecycleId, description: 'The wall was like that' };
    const tooMuch = await openCase(api, tokens.tenant2!, { ...body, disputed_amount_cents: 5_001 });
    expect([tooMuch.statusCode, errorOf(tooMuch).code]).toEqual([422, 'deposit_not_disputable']);
    const res = await openCase(api, tokens.tenant2!, { ...body, disputed_amount_cents: 5_000 });
    expect(res.statusCode).toBe(201);
    const c = res.json() as CaseJson;
    expect(c).toMatchObject({ status: 'evidence_required', action_required_by: 'tenant', deposit_id: depositId });
    expect(c.viewer_may.actions).toContain('add_evidence');
    const managerView = await caseOf(c.id, tokens.manager);
    expect(managerView.viewer_may.actions).not.toContain('propose');
    const file = await uploadSample(api, tokens.tenant2!, 'case_evidence', 'png');
    const stranger = await act(c.id, 'evidence', tokens.tenant!, { file_ids: [file] });
    expect(stranger.statusCode).toBe(404);
    const asManager = await act(c.id, 'evidence', tokens.manager!, { file_ids: [file] });
    expect(asManager.statusCode).toBe(403);
    const added = await act(c.id, 'evidence', tokens.tenant2!, { file_ids: [file] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ status: 'open', action_required_by: 'manager' });
    expect(added.json().evidence[0]).toMatchObject({ file_id: file, content_type: 'image/png' });
    const download = await api.app.inject({ method: 'GET', url: added.json().evidence[0].url });
    expect(download.statusCode).toBe(200);
    expect(added.json().history.map((h: { action: string; status_to: string }) => `${h.action}:${h.status_to}`)).toEqual(['open:evidence_required', 'add_evidence:open']);
    const reuse = await act(c.id, 'evidence', tokens.tenant2!, { file_ids: [file] });
    expect(errorOf(reuse).fields).toHaveProperty('file_ids');
    expect((await notificationsOf(api, tokens.manager!)).results[0]!.title).toBe('New evidence on your case');
  });

  it('a military termination opens straight away with its orders attached, and waits for them without', async () => {
    const { case: withOrders } = await openTerminationCase(api, tokens.tenant!, 'tenant', 'manager', 'tenant_elt_military');
    expect(withOrders).toMatchObject({ status: 'open', action_required_by: 'manager' });
    expect(withOrders.evidence).toHaveLength(1);
    const tenancy = await tenancyFor(api, 'tenant');
    const bare = await openCase(api, tokens.tenant!, { kind: 'tenant_elt_military', lifecycle_id: tenancy.lifecycleId, description: 'Orders', requested_vacate_date: inDays(30) });
    expect(bare.json()).toMatchObject({ status: 'evidence_required', action_required_by: 'tenant', evidence: [] });
    const another = await uploadSample(api, tokens.tenant2!, 'case_evidence', 'pdf');
    const foreign = await act(bare.json().id, 'evidence', tokens.tenant!, { file_ids: [another] });
    expect(errorOf(foreign).fields).toHaveProperty('file_ids');
    expect((await caseOf(bare.json().id)).status).toBe('evidence_required');
  });

  it('takes an Idempotency-Key: a retry answers the same case', async () => {
    const tenancy = await tenancyFor(api, 'tenant');
    const body = { kind: 'tenant_elt', lifecycle_id: tenancy.lifecycleId, description: 'Leaving', requested_vacate_date: inDays(20) };
    const first = await openCase(api, tokens.tenant!, body, { 'idempotency-key': `open-${tenancy.lifecycleId}` });
    const retry = await openCase(api, tokens.tenant!, body, { 'idempotency-key': `open-${tenancy.lifecycleId}` });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json().id).toBe(first.json().id);
  });
});

describe('who sees a case', () => {
  it('hides it from other tenants, other managers and vendors, in reads and lists', async () => {
    const { case: c } = await openTerminationCase(api, tokens.tenant!);
    for (const key of ['tenant2', 'manager2', 'vendor']) expect((await get(c.id, tokens[key]!)).statusCode).toBe(404);
    for (const key of ['tenant2', 'manager2']) {
      const list = await api.call('GET', `/resolution-cases?ids=${c.id}`, { token: tokens[key] });
      expect(list.json().results).toEqual([]);
    }
    expect((await api.call('GET', '/resolution-cases', { token: tokens.vendor })).statusCode).toBe(403);
    // GET /me/ says who has cases (the navigation link): the tenant and the home's manager, not staff or a vendor.
    const hasCases = async (key: string) => (await api.call('GET', '/me/', { token: tokens[key] })).json().has_resolution_cases;
    expect(await Promise.all(['tenant', 'manager', 'staff', 'vendor'].map(hasCases))).toEqual([true, true, false, false]);
    const mine = await api.call('GET', `/resolution-cases?kind=tenant_elt&status=open&building_id=${c.building_id}`, { token: tokens.tenant });
    expect(mine.json().results.map((r: { id: number }) => r.id)).toContain(c.id);
    const staff = await api.call('GET', '/resolution-cases?limit=1', { token: tokens.staff });
    expect(staff.json().results).toHaveLength(1);
    const next = await api.call('GET', `/resolution-cases?limit=1&cursor=${encodeURIComponent(staff.json().next_cursor)}`, { token: tokens.staff });
    expect(next.json().results[0].id).toBeLessThan(staff.json().results[0].id);
  });

  it('a co-manager sees and acts with the resolution_center area, not without it', async () => {
    const { tenancy, case: c } = await openTerminationCase(api, tokens.tenant!);
    const add = (areas: string[]) => api.call('POST', `/buildings/${tenancy.buildingId}/managers`, { token: tokens.manager, body: { email: 'multi@hearth.test', permission_areas: areas } });
    expect((await add(['leasing'])).statusCode).toBeLessThan(300);
    expect((await get(c.id, tokens.multiManager!)).statusCode).toBe(404);
    expect((await act(c.id, 'start-chat', tokens.multiManager!)).statusCode).toBe(404);
    await add(['resolution_center']);
    expect((await get(c.id, tokens.multiManager!)).json().viewer_role).toBe('manager');
    const chat = await act(c.id, 'start-chat', tokens.multiManager!, { message: 'Hi, I co-manage this home.' });
    expect(chat.statusCode).toBe(200);
    expect(chat.json().comment_thread_id).not.toBeNull();
  });
});

describe('the role matrix of case actions', () => {
  const parties = ['tenant', 'manager', 'staff'] as const;
  type Party = (typeof parties)[number];
  // The cases below are tenant2's, in a home of manager.
  const tokenOf: Record<Party, () => string> = { tenant: () => tokens.tenant2!, manager: () => tokens.manager!, staff: () => tokens.staff! };
  const cases: [string, string, Record<string, unknown>, Party[]][] = [
    ['start-chat', 'start_chat', {}, ['tenant', 'manager', 'staff']],
    ['close', 'close', {}, ['tenant', 'staff']],
    ['resolve', 'resolve', {}, ['staff']],
    ['escalate', 'escalate', { escalation: 'escalated', escalation_reason: 'clarification needed' }, ['staff']],
    ['ban', 'ban', { ban: 'banned' }, ['staff']],
    ['evidence', 'add_evidence', { file_ids: ['00000000-0000-0000-0000-000000000000'] }, ['tenant']],
  ];
  for (const [path, action, body, allowed] of cases) {
    it(`${path}: ${allowed.join(', ')} only; others get 403 and the case is unchanged`, async () => {
      const { case: c } = await openTerminationCase(api, tokens.tenant2!, 'tenant2', 'manager');
      for (const party of parties.filter((p) => !allowed.includes(p))) {
        const before = await caseOf(c.id);
        const res = await act(c.id, path, tokenOf[party](), body);
        expect([party, res.statusCode]).toEqual([party, 403]);
        expect(await caseOf(c.id)).toEqual(before);
      }
      for (const key of ['tenant', 'manager2', 'vendor']) expect((await act(c.id, path, tokens[key]!, body)).statusCode).toBe(404);
      if (action === 'add_evidence') return; // the tenant's success is covered with a real upload above
      const res = await act(c.id, path, tokenOf[allowed[0]!](), body);
      expect(res.statusCode).toBe(200);
      expect(res.json().history.at(-1)).toMatchObject({ action, actor_role: allowed[0] === 'staff' ? 'hearth-team' : allowed[0] });
      if (path === 'ban') await act(c.id, 'ban', tokens.staff!, { ban: 'not_banned' }); // tenant2 opens more cases below
    });
  }

  it('pending-finalization: manager and staff, only from proposal_accepted', async () => {
    const { case: c } = await openTerminationCase(api, tokens.tenant2!, 'tenant2', 'manager');
    expect((await act(c.id, 'pending-finalization', tokens.tenant2!)).statusCode).toBe(403);
    const early = await act(c.id, 'pending-finalization', tokens.manager!);
    expect([early.statusCode, errorOf(early).code]).toEqual([422, 'case_action_not_allowed']);
    await api.deps.database.db.execute(sql`UPDATE resolution_cases SET status = 'proposal_accepted' WHERE id = ${c.id}`);
    expect((await caseOf(c.id, tokens.tenant2)).action_required_by).toBe('manager');
    expect((await caseOf(c.id, tokens.tenant2)).viewer_may.actions).toEqual(['start_chat']);
    const tenantClose = await act(c.id, 'close', tokens.tenant2!);
    expect([tenantClose.statusCode, errorOf(tenantClose).code]).toEqual([422, 'case_action_not_allowed']);
    const res = await act(c.id, 'pending-finalization', tokens.manager!, { note: 'Vacate date set' });
    expect(res.json()).toMatchObject({ status: 'pending_finalization', action_required_by: 'product team' });
    expect(res.json().history.at(-1)).toMatchObject({ status_from: 'proposal_accepted', status_to: 'pending_finalization', actor_role: 'manager', note: 'Vacate date set' });
    expect((await notificationsOf(api, tokens.tenant2!)).results[0]!.title).toBe('Case pending finalization');
    const resolved = await act(c.id, 'resolve', tokens.staff!, { resolution_note: 'Done' });
    expect(resolved.json()).toMatchObject({ status: 'resolved', action_required_by: 'none', resolution_note: 'Done' });
    expect(resolved.json().resolved_at).not.toBeNull();
    expect((await caseOf(c.id, tokens.tenant2)).viewer_may.actions).toEqual([]);
    expect(errorOf(await act(c.id, 'close', tokens.staff!)).code).toBe('case_action_not_allowed');
  });
});

describe('staff flags', () => {
  it('escalation makes the product team act next and needs a reason; lifting it gives the turn back', async () => {
    const { case: c } = await openTerminationCase(api, tokens.tenant!);
    const noReason = await act(c.id, 'escalate', tokens.staff!, { escalation: 'escalated' });
    expect(errorOf(noReason).fields).toHaveProperty('escalation_reason');
    const badReason = await act(c.id, 'escalate', tokens.staff!, { escalation: 'escalated', escalation_reason: 'bored' });
    expect(badReason.statusCode).toBe(400);
    const up = await act(c.id, 'escalate', tokens.staff!, { escalation: 'escalated', escalation_reason: 'other party not responding', note: 'Chasing' });
    expect(up.json()).toMatchObject({ escalation: 'escalated', escalation_reason: 'other party not responding', escalation_note: 'Chasing', action_required_by: 'product team' });
    const tenantNotes = (await notificationsOf(api, tokens.tenant!)).results.map((n) => n.title);
    expect(tenantNotes).toContain('Hearth stepped in on your case');
    const down = await act(c.id, 'escalate', tokens.staff!, { escalation: 'not_escalated' });
    expect(down.json()).toMatchObject({ escalation: 'not_escalated', escalation_reason: null, action_required_by: 'manager' });
  });

  it('a ban stops the tenant opening new cases (403), also on a closed case', async () => {
    const { case: c } = await openTerminationCase(api, tokens.tenant2!, 'tenant2', 'manager2');
    expect((await act(c.id, 'close', tokens.staff!, { reason: 'Abuse' })).json().status).toBe('closed');
    expect((await act(c.id, 'ban', tokens.staff!, { ban: 'banned' })).json().ban).toBe('banned');
    const tenancy = await tenancyFor(api, 'tenant2', 'manager2');
    const res = await openCase(api, tokens.tenant2!, { kind: 'tenant_elt', lifecycle_id: tenancy.lifecycleId, description: 'Again', requested_vacate_date: inDays(10) });
    expect([res.statusCode, errorOf(res).code]).toEqual([403, 'banned_from_resolution_center']);
    await act(c.id, 'ban', tokens.staff!, { ban: 'not_banned' });
    expect((await openCase(api, tokens.tenant2!, { kind: 'tenant_elt', lifecycle_id: tenancy.lifecycleId, description: 'Again', requested_vacate_date: inDays(10) })).statusCode).toBe(201);
  });
});

describe('who acts next, step by step', () => {
  it('manager → tenant (proposal) → manager (declined) → tenant → manager (accepted) → product team → none, each step in the history', async () => {
    const { case: c } = await openTerminationCase(api, tokens.tenant!);
    const propose = (body: Record<string, unknown>) => api.call('POST', '/resolution-proposals', { token: tokens.manager, body: { case_id: c.id, ...body } });
    const seen = async () => {
      const [asTenant, asManager] = [await caseOf(c.id, tokens.tenant), await caseOf(c.id, tokens.manager)];
      expect(asManager.action_required_by).toBe(asTenant.action_required_by);
      return asTenant;
    };
    expect((await seen()).action_required_by).toBe('manager');
    const first = await propose({ proposal_type: 'no_replacement_with_fee', fee_months: 2 });
    expect(first.statusCode).toBe(201);
    const waiting = await seen();
    expect(waiting).toMatchObject({ action_required_by: 'tenant', pending_proposal_id: first.json().id });
    expect(waiting.proposals[0]!.fee_amount_cents).toBe(2 * waiting.monthly_rent_cents!);
    expect(waiting.viewer_may.actions).toEqual(['add_evidence', 'accept_proposal', 'decline_proposal', 'start_chat', 'close']);
    await api.call('POST', `/resolution-proposals/${first.json().id}/decline`, { token: tokens.tenant, body: { reason: 'Too much' } });
    expect((await seen()).action_required_by).toBe('manager');
    const second = await propose({ proposal_type: 'no_replacement' });
    expect((await seen()).action_required_by).toBe('tenant');
    const accepted = await api.call('POST', `/resolution-proposals/${second.json().id}/accept`, { token: tokens.tenant });
    expect(accepted.statusCode).toBe(200);
    expect(await seen()).toMatchObject({ status: 'proposal_accepted', action_required_by: 'manager', accepted_proposal_id: second.json().id });
    await act(c.id, 'pending-finalization', tokens.manager!);
    expect((await seen()).action_required_by).toBe('product team');
    await act(c.id, 'resolve', tokens.staff!);
    const done = await seen();
    expect(done.action_required_by).toBe('none');
    expect(done.history.map((h) => `${h.action}:${h.status_to}`))
      .toEqual(expect.arrayContaining(['open:open', 'accept_proposal:proposal_accepted', 'pending_finalization:pending_finalization', 'resolve:resolved']));
    expect(done.history.at(-1)).toMatchObject({ status_from: 'pending_finalization', status_to: 'resolved', actor_role: 'hearth-team' });
  });
});
