import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { lastWeek } from '../../api/digests/build-digest.js';
import { buildWeeklyDigests } from '../../api/jobs/weekly-digests.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { addSource, makeInvoice, pay, payBody } from './invoices-helpers.js';
import { openTicket } from './maintenance-tickets-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let home: { buildingId: number; title: string };
let periodStart: string;
let ticketId: number;
let dueInvoice: number;
let paidInvoice: number;

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager2', 'staff']) {
    tokens[key] = await tokenFor(api.deps, key);
    ids[key] = await demoUserId(api.deps, key);
  }
  home = await demoHomeOf(api.deps, 'manager2');
  const { lifecycleId } = await makeResident(api.deps, ids.tenant2!, home.buildingId);
  periodStart = new Date(Date.now() - 1000).toISOString();
  // The week's news: a ticket opened and closed, rent paid, rent due, an application sent.
  ticketId = (await openTicket(api, tokens.tenant2!, home.buildingId, { title: 'Leaky tap' })).id;
  const done = await api.call('POST', `/maintenance-tickets/${ticketId}/updates`, { token: tokens.manager2, body: { status: 'completed' } });
  expect(done.statusCode).toBe(201);
  const visa = await addSource(api, tokens.tenant2!, { stripe_card_token: 'tok_visa', make_autopay: false });
  paidInvoice = await makeInvoice(api.deps, { tenantUserId: ids.tenant2!, buildingId: home.buildingId, lifecycleId, amountCents: 80_000 });
  expect((await pay(api, tokens.tenant2!, paidInvoice, payBody(visa))).json().payment_status).toBe('SUCCESSFUL');
  dueInvoice = await makeInvoice(api.deps, { tenantUserId: ids.tenant2!, buildingId: home.buildingId, lifecycleId, amountCents: 90_000 });
  const second = await makeResident(api.deps, ids.tenant2!, home.buildingId, { movedInDaysAgo: -200, moveOutInDays: 500 });
  await api.deps.database.db.execute(sql`UPDATE lifecycles SET sent_to_manager_at = now(), lease_signed_at = NULL WHERE id = ${second.lifecycleId}`);
});
afterAll(() => api.close());

const build = (body: Record<string, unknown>, who = 'staff') => api.call('POST', '/internal/digests', { token: tokens[who], body });
const periodEnd = () => new Date(Date.now() + 60_000).toISOString();
type Section = { key: string; items: Array<{ id: number; title: string; link: string; amount_cents: number | null }> };
const section = (digest: { sections: Section[] }, key: string) => digest.sections.find((s) => s.key === key)!;
const digestMails = (email: string) => rows<{ body: string; subject: string }>(api.deps.database.db,
  sql`SELECT body, subject FROM outbox_messages WHERE kind = 'digest' AND to_email = ${email} ORDER BY id`);

describe('a manager\'s digest', () => {
  let digest: { id: number; sections: Section[] };

  it('lists new applications, payments received and tickets opened and closed on their homes, with links', async () => {
    const res = await build({ user_id: ids.manager2, user_role: 'manager', period_start: periodStart, period_end: periodEnd() });
    expect(res.statusCode).toBe(201);
    digest = res.json();
    expect(digest.sections.map((s) => s.key)).toEqual(['new_applications', 'leases_signed', 'payments_received', 'tickets_opened', 'tickets_closed']);
    expect(section(digest, 'new_applications').items).toEqual([expect.objectContaining({ title: `Theo Park applied to ${home.title}`, link: '/manager/tenants' })]);
    expect(section(digest, 'payments_received').items).toEqual([expect.objectContaining({ id: paidInvoice, amount_cents: 80_000, link: '/manager/ledger' })]);
    expect(section(digest, 'tickets_opened').items).toEqual([expect.objectContaining({ id: ticketId, title: 'Leaky tap', link: `/manager/service?ticket=${ticketId}` })]);
    expect(section(digest, 'tickets_closed').items.map((i) => i.id)).toEqual([ticketId]);
    expect(section(digest, 'leases_signed').items).toEqual([]);
  });

  it('is mailed to the outbox once, with a link to its page', async () => {
    const mails = await digestMails('manager2@hearth.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`/digest/${digest.id}`);
    expect(mails[0]!.body).toContain('Tickets opened: 1');
    const again = await build({ user_id: ids.manager2, user_role: 'manager', period_start: periodStart, period_end: (await api.call('GET', `/digest/${digest.id}`, { token: tokens.staff })).json().period_end });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(digest.id);
    expect(await digestMails('manager2@hearth.test')).toHaveLength(1);
  });

  it('is read by its user and staff; anyone else gets 404', async () => {
    expect((await api.call('GET', `/digest/${digest.id}`, { token: tokens.manager2 })).json()).toMatchObject({ id: digest.id, user_role: 'manager' });
    expect((await api.call('GET', `/digest/${digest.id}`, { token: tokens.staff })).statusCode).toBe(200);
    const other = await api.call('GET', `/digest/${digest.id}`, { token: tokens.tenant2 });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Leaky');
    expect((await api.call('GET', '/digest/999999', { token: tokens.manager2 })).statusCode).toBe(404);
    expect((await api.call('GET', `/digest/${digest.id}`)).statusCode).toBe(401);
  });
});

describe('a tenant\'s digest', () => {
  it('lists their application updates and the invoices they owe', async () => {
    const res = await build({ user_id: ids.tenant2, user_role: 'tenant', period_start: periodStart, period_end: periodEnd() });
    expect(res.statusCode).toBe(201);
    const digest = res.json();
    expect(section(digest, 'application_updates').items).toEqual([expect.objectContaining({ title: `${home.title}: Sent to the manager`, link: '/applications' })]);
    expect(section(digest, 'invoices_due').items.map((i) => i.id)).toContain(dueInvoice);
    expect(section(digest, 'invoices_due').items.map((i) => i.id)).not.toContain(paidInvoice);
    expect(section(digest, 'information_requests').items).toEqual([]);
  });

  it('is kept and mailed even when nothing happened, saying so', async () => {
    const res = await build({ user_id: ids.tenant, user_role: 'tenant', period_start: '2020-01-01T00:00:00Z', period_end: '2020-01-08T00:00:00Z' });
    expect(res.statusCode).toBe(201);
    expect(res.json().sections.every((s: Section) => s.items.length === 0)).toBe(true);
    const mails = await digestMails('tenant@hearth.test');
    expect(mails.at(-1)!.body).toContain('Nothing new happened');
  });
});

describe('POST /internal/digests', () => {
  it('refuses a role the user does not hold, a bad period, unknown users and non-staff', async () => {
    expect((await build({ user_id: ids.tenant2, user_role: 'manager' })).json().error.code).toBe('role_not_held');
    const backwards = await build({ user_id: ids.tenant2, user_role: 'tenant', period_start: '2026-02-01T00:00:00Z', period_end: '2026-01-01T00:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().error.fields)).toEqual(['period_start']);
    expect((await build({ user_id: 999999, user_role: 'tenant' })).statusCode).toBe(404);
    expect((await build({ user_id: ids.tenant2, user_role: 'landlord' })).statusCode).toBe(400);
    expect((await build({ user_id: ids.tenant2, user_role: 'tenant' }, 'tenant')).statusCode).toBe(403);
  });

  it('defaults to the last 7 days', async () => {
    const res = await build({ user_id: ids.tenant2, user_role: 'tenant' });
    expect(res.statusCode).toBe(201);
    const { period_start, period_end } = res.json();
    expect(Date.parse(period_end) - Date.parse(period_start)).toBe(7 * 86_400_000);
  });
});

describe('the weekly digests', () => {
  it('gives each user with news a digest of the last whole week, once', async () => {
    const asOf = new Date(Date.now() + 7 * 86_400_000);
    const week = lastWeek(asOf);
    expect(Date.parse(week.start)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(week.end)).toBeGreaterThan(Date.now());
    const made = await buildWeeklyDigests(api.deps, { asOf, triggerSource: 'CRON' });
    expect(made).toBeGreaterThanOrEqual(2);
    const weekly = await rows<{ user_id: number; user_role: string }>(api.deps.database.db, sql`SELECT user_id, user_role FROM digests
      WHERE period_start = ${week.start}::timestamptz AND period_end = ${week.end}::timestamptz`);
    expect(weekly).toEqual(expect.arrayContaining([{ user_id: ids.manager2, user_role: 'manager' }, { user_id: ids.tenant2, user_role: 'tenant' }]));
    expect(await buildWeeklyDigests(api.deps, { asOf, triggerSource: 'CRON' })).toBeNull();
    const again = await rows(api.deps.database.db, sql`SELECT 1 FROM digests WHERE period_start = ${week.start}::timestamptz`);
    expect(again).toHaveLength(weekly.length);
  });
});
