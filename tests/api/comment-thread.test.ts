import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { notificationsOf } from './live-helpers.js';
import { openTerminationCase } from './resolution-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager', 'manager2', 'vendor', 'staff']) tokens[key] = await tokenFor(api.deps, key);
});
afterAll(() => api.close());

const startChat = (caseId: number, token: string, body: Record<string, unknown> = {}) =>
  api.call('POST', `/resolution-cases/${caseId}/start-chat`, { token, body });
const comments = (threadId: number, token: string, q = '') => api.call('GET', `/comment-thread/${threadId}/comments${q}`, { token });
const post = (threadId: number, token: string, body: unknown) => api.call('POST', `/comment-thread/${threadId}/comments`, { token, body });

describe('a case\'s comment thread', () => {
  it('start-chat creates the thread once with the first message; both parties and staff read and write, oldest first', async () => {
    const { case: c } = await openTerminationCase(api, tokens.tenant!);
    const started = await startChat(c.id, tokens.tenant!, { message: 'Can we talk about the date?' });
    expect(started.statusCode).toBe(200);
    const threadId = started.json().comment_thread_id as number;
    expect(threadId).toBeGreaterThan(0);
    expect(started.json().viewer_may.actions).toContain('comment');
    expect(started.json().viewer_may.actions).not.toContain('start_chat');
    expect(started.json().history.at(-1)).toMatchObject({ action: 'start_chat', status_from: 'open', status_to: 'open', actor_role: 'tenant' });
    const again = await startChat(c.id, tokens.manager!, { message: 'Sure.' });
    expect(again.json().comment_thread_id).toBe(threadId);
    expect((await api.call('GET', `/comment-thread/${threadId}`, { token: tokens.manager })).json())
      .toMatchObject({ id: threadId, subject_type: 'resolution_case', subject_id: c.id });
    const reply = await post(threadId, tokens.staff!, { body: '  Hearth here: take your time.  ' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ thread_id: threadId, author_role: 'hearth-team', body: 'Hearth here: take your time.' });
    const list = await comments(threadId, tokens.tenant!);
    expect(list.json().results.map((m: { body: string; author_role: string }) => `${m.author_role}: ${m.body}`))
      .toEqual(['tenant: Can we talk about the date?', 'manager: Sure.', 'hearth-team: Hearth here: take your time.']);
    const page = await comments(threadId, tokens.tenant!, '?limit=2');
    expect(page.json().results).toHaveLength(2);
    const rest = await comments(threadId, tokens.tenant!, `?limit=2&cursor=${encodeURIComponent(page.json().next_cursor)}`);
    expect(rest.json()).toMatchObject({ results: [{ body: 'Hearth here: take your time.' }], next_cursor: null });
  });

  it('tells the other party about each message, first 120 characters', async () => {
    const { case: c } = await openTerminationCase(api, tokens.tenant!);
    const threadId = (await startChat(c.id, tokens.manager!)).json().comment_thread_id as number;
    const long = 'x'.repeat(130);
    expect((await post(threadId, tokens.manager!, { body: long })).statusCode).toBe(201);
    const note = (await notificationsOf(api, tokens.tenant!)).results[0]!;
    expect(note).toMatchObject({ title: 'New message on your case', body: 'x'.repeat(120), link_path: `/resolution-center?case=${c.id}` });
    await post(threadId, tokens.tenant!, { body: 'Thanks' });
    expect((await notificationsOf(api, tokens.manager!)).results[0]).toMatchObject({ title: 'New message on your case', body: 'Thanks' });
  });

  it('is hidden from anyone who does not see the case (404), and refuses bad bodies per field', async () => {
    const { case: c } = await openTerminationCase(api, tokens.tenant!);
    const threadId = (await startChat(c.id, tokens.tenant!)).json().comment_thread_id as number;
    for (const key of ['tenant2', 'manager2', 'vendor']) {
      expect((await api.call('GET', `/comment-thread/${threadId}`, { token: tokens[key] })).statusCode).toBe(404);
      expect((await comments(threadId, tokens[key]!)).statusCode).toBe(404);
      expect((await post(threadId, tokens[key]!, { body: 'hello' })).statusCode).toBe(404);
      expect((await startChat(c.id, tokens[key]!)).statusCode).toBe(404);
    }
    expect((await api.call('GET', '/comment-thread/999999', { token: tokens.tenant })).statusCode).toBe(404);
    for (const body of [{ body: '   ' }, { body: 'y'.repeat(4001) }, {}, { body: 'ok', extra: 1 }]) {
      const res = await post(threadId, tokens.tenant!, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await post(threadId, tokens.tenant!, { body: '' })).json().error.fields).toHaveProperty('body');
    expect((await comments(threadId, tokens.tenant!)).json().results).toEqual([]);
  });

  it('takes no more messages once the case is closed or resolved (422), but still reads', async () => {
    const { case: c } = await openTerminationCase(api, tokens.tenant!);
    const threadId = (await startChat(c.id, tokens.tenant!, { message: 'First' })).json().comment_thread_id as number;
    await api.call('POST', `/resolution-cases/${c.id}/close`, { token: tokens.tenant, body: {} });
    const late = await post(threadId, tokens.manager!, { body: 'Too late' });
    expect([late.statusCode, late.json().error.code]).toEqual([422, 'case_action_not_allowed']);
    expect((await comments(threadId, tokens.manager!)).json().results).toHaveLength(1);
    const { case: other } = await openTerminationCase(api, tokens.tenant!);
    await api.deps.database.db.execute(sql`UPDATE resolution_cases SET status = 'resolved' WHERE id = ${other.id}`);
    const chat = await startChat(other.id, tokens.tenant!);
    expect([chat.statusCode, chat.json().error.code]).toEqual([422, 'case_action_not_allowed']);
  });
});
