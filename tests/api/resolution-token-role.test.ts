import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { openTerminationCase } from './resolution-helpers.js';
import { proposeOn } from './resolution-proposals-helpers.js';

/**
 * The side a user takes on a case follows the role of their token, not every
 * role they hold: `multi` (tenant, manager, vendor) co-manages the home, but
 * signed in as tenant they are no manager of the case.
 */
let api: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'manager']) tokens[key] = await tokenFor(api.deps, key);
  tokens.multiTenant = await tokenFor(api.deps, 'multi', 'tenant');
  tokens.multiManager = await tokenFor(api.deps, 'multi', 'manager');
  tokens.managerAsTenant = await tokenFor(api.deps, 'manager', 'tenant');
});
afterAll(() => api.close());

const act = (id: number, path: string, token: string, body: Record<string, unknown> = {}) =>
  api.call('POST', `/resolution-cases/${id}/${path}`, { token, body });
const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(api.deps.database.db, query))[0]!.n;
/** Everything an action on the case could write. */
const writesOn = async (caseId: number) => ({
  proposals: await count(sql`SELECT count(*)::int AS n FROM resolution_proposals WHERE case_id = ${caseId}`),
  history: await count(sql`SELECT count(*)::int AS n FROM resolution_case_status_history WHERE case_id = ${caseId}`),
  comments: await count(sql`SELECT count(*)::int AS n FROM comments c JOIN resolution_cases r ON r.comment_thread_id = c.thread_id WHERE r.id = ${caseId}`),
  thread: await count(sql`SELECT count(*)::int AS n FROM comment_threads WHERE subject_type = 'resolution_case' AND subject_id = ${caseId}`),
});

async function caseCoManagedByMulti() {
  const { tenancy, case: opened } = await openTerminationCase(api, tokens.tenant!);
  const added = await api.call('POST', `/buildings/${tenancy.buildingId}/managers`, {
    token: tokens.manager, body: { email: 'multi@hearth.test', permission_areas: ['resolution_center'] },
  });
  expect(added.statusCode).toBeLessThan(300);
  return opened;
}

describe('a user holding both roles, signed in as tenant, on a case of a home they co-manage', () => {
  it('reads the case with no actions offered', async () => {
    const c = await caseCoManagedByMulti();
    const res = await api.call('GET', `/resolution-cases/${c.id}`, { token: tokens.multiTenant });
    expect(res.statusCode).toBe(200);
    expect(res.json().viewer_may.actions).toEqual([]);
    const asManager = await api.call('GET', `/resolution-cases/${c.id}`, { token: tokens.multiManager });
    expect(asManager.json().viewer_may.actions).toContain('propose');
  });

  it('cannot propose, start the chat or comment as the manager: 403, and nothing is written', async () => {
    const c = await caseCoManagedByMulti();
    const before = await writesOn(c.id);
    const proposal = await proposeOn(api, tokens.multiTenant!, c.id, { proposal_type: 'no_replacement_with_fee', fee_months: 1 });
    expect(proposal.statusCode).toBe(403);
    expect(proposal.json().error.message).toMatch(/manager role/);
    expect((await act(c.id, 'start-chat', tokens.multiTenant!, { message: 'As your manager…' })).statusCode).toBe(403);
    expect(await writesOn(c.id)).toEqual(before);

    // Once the real manager opened the chat, the tenant-role token still cannot write in it.
    expect((await act(c.id, 'start-chat', tokens.manager!)).statusCode).toBe(200);
    const threadId = (await api.call('GET', `/resolution-cases/${c.id}`, { token: tokens.manager })).json().comment_thread_id as number;
    const afterChat = await writesOn(c.id);
    const comment = await api.call('POST', `/comment-thread/${threadId}/comments`, { token: tokens.multiTenant, body: { body: 'Manager here.' } });
    expect(comment.statusCode).toBe(403);
    expect(await writesOn(c.id)).toEqual(afterChat);

    // Signed in as manager, the same user may.
    expect((await proposeOn(api, tokens.multiManager!, c.id, { proposal_type: 'no_replacement_with_fee', fee_months: 1 })).statusCode).toBe(201);
    const asManager = await api.call('POST', `/comment-thread/${threadId}/comments`, { token: tokens.multiManager, body: { body: 'Manager here.' } });
    expect(asManager.statusCode).toBe(201);
    expect(asManager.json().author_role).toBe('manager');
  });
});

describe('a manager who rents, signed in as manager, on their own case', () => {
  it('cannot act as its tenant: 403, and nothing is written', async () => {
    const { case: own } = await openTerminationCase(api, tokens.managerAsTenant!, 'manager', 'manager2');
    const before = await writesOn(own.id);
    const close = await act(own.id, 'close', tokens.manager!, { reason: 'Changed my mind' });
    expect(close.statusCode).toBe(403);
    expect(close.json().error.message).toMatch(/tenant role/);
    expect(await writesOn(own.id)).toEqual(before);
    expect((await act(own.id, 'close', tokens.managerAsTenant!, { reason: 'Changed my mind' })).statusCode).toBe(200);
  });
});
