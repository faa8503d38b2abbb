import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/db/client.js';
import { homeResidentIds } from '../../api/events/audiences.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { countOf, errorOf, eventsOf, notificationsOf, openTicket, ticketBody, type Ticket } from './maintenance-tickets-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let homeA: number; // the manager's; Tara (tenant) and Grace (guarantor) live there
let homeB: number; // the manager's second home; Theo (tenant2) lives there
let homeC: number; // manager2's

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'guarantor', 'manager', 'manager2', 'vendor', 'staff']) {
    tokens[key] = await tokenFor(api.deps, key);
    ids[key] = await demoUserId(api.deps, key);
  }
  tokens.multiManager = await tokenFor(api.deps, 'multi', 'manager');
  ids.multi = await demoUserId(api.deps, 'multi');
  homeA = (await demoHomeOf(api.deps, 'manager')).buildingId;
  homeB = (await demoHomeOf(api.deps, 'manager', 1)).buildingId;
  homeC = (await demoHomeOf(api.deps, 'manager2')).buildingId;
  await makeResident(api.deps, ids.tenant!, homeA);
  await makeResident(api.deps, ids.guarantor!, homeA);
  await makeResident(api.deps, ids.tenant2!, homeB);
});
afterAll(() => api.close());

const get = (url: string, who: string) => api.call('GET', url, { token: tokens[who] });
const post = (url: string, who: string, body: unknown) => api.call('POST', url, { token: tokens[who], body });
const listIds = async (who: string, query = '') => ((await get(`/maintenance-tickets${query}`, who)).json().results as Ticket[]).map((t) => t.id);

describe('tests/support/residents.ts', () => {
  it('makeResident makes demo users residents of a home (homeResidentIds) on distinct free bedrooms; others are not', async () => {
    const db = api.deps.database.db;
    expect(await homeResidentIds(db, homeA)).toEqual(expect.arrayContaining([ids.tenant, ids.guarantor]));
    expect(await homeResidentIds(db, homeA)).not.toContain(ids.tenant2);
    expect(await homeResidentIds(db, homeC)).not.toContain(ids.tenant);
    const [first, second] = await rows<{ assigned_bedroom_id: number }>(db, sql`SELECT assigned_bedroom_id FROM lifecycles
      WHERE building_id = ${homeA} AND tenant_user_id IN (${ids.tenant}, ${ids.guarantor})`);
    expect(first!.assigned_bedroom_id).not.toBe(second!.assigned_bedroom_id);
    const ended = await demoHomeOf(api.deps, 'manager', 4);
    await makeResident(api.deps, ids.tenant2!, ended.buildingId, { movedInDaysAgo: 400, moveOutInDays: -5 });
    expect(await homeResidentIds(db, ended.buildingId)).not.toContain(ids.tenant2);
  });
});

describe('POST /maintenance-tickets', () => {
  it('a resident opens a ticket: 201, the contract\'s shape, one opened event, the managers notified, the author not', async () => {
    const res = await post('/maintenance-tickets', 'tenant', ticketBody(homeA, { support_category_id: 1 }));
    expect(res.statusCode).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      building_id: homeA, building_name: expect.any(String), ticket_type: 'maintenance_request',
      support_category: { id: 1, name: 'Heating and cooling' }, area: 'bedroom_2', access_requirement: 'tenants_present',
      title: 'Broken heater', status: 'not_started', created_by: { user_id: ids.tenant, first_name: 'Tara', actor_role: 'tenant' },
      responsible_user: null, manager_notifications_enabled: true, sent_to_manager_at: null, users: [], photos: [],
      updates_count: 0, last_update_at: null, completed_at: null,
      viewer_may: { reply: true, change_status: false, assign: false, manage_users: true },
    });
    const events = await eventsOf(api, ticket.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event_type: 'maintenance_ticket.opened', actor_role: 'tenant', actor_user_id: ids.tenant, building_id: homeA });
    expect(events[0]!.audience_user_ids).toEqual(expect.arrayContaining([ids.manager, ids.tenant]));
    expect(events[0]!.audience_user_ids).not.toContain(ids.guarantor);
    const notes = await notificationsOf(api, ticket.id, 'maintenance_ticket.opened');
    expect(notes).toEqual([{
      user_id: ids.manager, notification_group: 'manager_building', event_type: 'maintenance_ticket.opened',
      title: 'Tara opened a ticket: Broken heater', link_path: `/manager/service?ticket=${ticket.id}`,
    }]);
  });

  it('a manager opens a landlord message for their home; types follow the role', async () => {
    const message = await openTicket(api, tokens.manager!, homeA, { ticket_type: 'landlord_message_to_tenants', area: 'common_areas', title: 'Bins day moved' });
    expect(message).toMatchObject({ ticket_type: 'landlord_message_to_tenants', created_by: { actor_role: 'manager' }, viewer_may: { change_status: true, assign: true, manage_users: true } });
    // A message to the home reaches the people who live there (and not the manager who wrote it).
    const told = await notificationsOf(api, message.id, 'maintenance_ticket.opened');
    expect(told.map((n) => [n.user_id, n.notification_group]).sort()).toEqual([[ids.tenant, 'tenant_user'], [ids.guarantor, 'tenant_user']].sort());
    expect(await errorOf(await post('/maintenance-tickets', 'tenant', ticketBody(homeA, { ticket_type: 'landlord_message_to_tenants' }))))
      .toMatchObject({ status: 422, code: 'ticket_type_not_allowed', fields: { ticket_type: expect.any(String) } });
    expect(await errorOf(await post('/maintenance-tickets', 'manager', ticketBody(homeA, { ticket_type: 'applicant_message_to_housemates' }))))
      .toMatchObject({ status: 422, code: 'ticket_type_not_allowed' });
    const housemates = await openTicket(api, tokens.tenant!, homeA, { ticket_type: 'applicant_message_to_housemates' });
    expect(housemates.ticket_type).toBe('applicant_message_to_housemates');
  });

  it('answers 400 per field for bad input, and writes nothing', async () => {
    const before = [await countOf(api, 'maintenance_tickets'), await countOf(api, 'events')];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ area: 'attic' }, 'area'],
      [{ access_requirement: 'whenever' }, 'access_requirement'],
      [{ ticket_type: 'complaint' }, 'ticket_type'],
      [{ title: '' }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ description: '' }, 'description'],
      [{ description: 'x'.repeat(5001) }, 'description'],
      [{ support_category_id: 99999 }, 'support_category_id'],
      [{ support_category_id: 'heating' }, 'support_category_id'],
      [{ building_id: 'home' }, 'building_id'],
      [{ photo_file_ids: 'abc' }, 'photo_file_ids'],
      [{ photo_file_ids: ['00000000-0000-4000-8000-000000000000'] }, 'photo_file_ids'],
      [{ priority: 'high' }, 'priority'],
    ];
    for (const [extra, field] of cases) {
      const error = await errorOf(await post('/maintenance-tickets', 'tenant', ticketBody(homeA, extra)));
      expect(error, JSON.stringify(extra)).toMatchObject({ status: 400, code: 'invalid_input' });
      expect(error.fields, JSON.stringify(extra)).toHaveProperty([field]);
    }
    const missing = await errorOf(await post('/maintenance-tickets', 'tenant', { building_id: homeA }));
    expect(Object.keys(missing.fields ?? {})).toEqual(expect.arrayContaining(['area', 'access_requirement', 'title', 'description']));
    expect([await countOf(api, 'maintenance_tickets'), await countOf(api, 'events')]).toEqual(before);
  });

  it('refuses people who do not live in or manage the home, and vendors', async () => {
    expect(await errorOf(await post('/maintenance-tickets', 'tenant2', ticketBody(homeA))))
      .toMatchObject({ status: 422, code: 'not_a_resident', fields: { building_id: expect.any(String) } });
    expect(await errorOf(await post('/maintenance-tickets', 'manager2', ticketBody(homeA))))
      .toMatchObject({ status: 422, code: 'not_a_manager_of_home', fields: { building_id: expect.any(String) } });
    expect((await post('/maintenance-tickets', 'vendor', ticketBody(homeA))).statusCode).toBe(403);
    expect((await api.call('POST', '/maintenance-tickets', { body: ticketBody(homeA) })).statusCode).toBe(401);
  });

  it('replays a retried creation with the same Idempotency-Key: one ticket, one event', async () => {
    const headers = { 'idempotency-key': 'open-heater-1' };
    const first = await api.call('POST', '/maintenance-tickets', { token: tokens.tenant, body: ticketBody(homeA, { title: 'Retried' }), headers });
    const second = await api.call('POST', '/maintenance-tickets', { token: tokens.tenant, body: ticketBody(homeA, { title: 'Retried' }), headers });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await eventsOf(api, first.json().id)).toHaveLength(1);
  });

  it('a failing write leaves no ticket and no event (the event is in the change\'s transaction)', async () => {
    const db = api.deps.database.db;
    // Make the notification insert (after the ticket and its event) fail, as a crash half-way would.
    await db.execute(sql`CREATE FUNCTION test_refuse_notification() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await db.execute(sql`CREATE TRIGGER test_refuse_notification BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION test_refuse_notification()`);
    try {
      const before = [await countOf(api, 'maintenance_tickets'), await countOf(api, 'events'), await countOf(api, 'notifications')];
      const res = await post('/maintenance-tickets', 'tenant', ticketBody(homeA, { title: 'Never saved' }));
      expect(res.statusCode).toBe(500);
      expect([await countOf(api, 'maintenance_tickets'), await countOf(api, 'events'), await countOf(api, 'notifications')]).toEqual(before);
    } finally {
      await db.execute(sql`DROP TRIGGER test_refuse_notification ON notifications`);
      await db.execute(sql`DROP FUNCTION test_refuse_notification()`);
    }
  });
});

describe('who sees a ticket', () => {
  let ticket: Ticket;
  beforeAll(async () => { ticket = await openTicket(api, tokens.tenant!, homeA, { title: 'Leaky tap' }); });

  it('its author, housemates, the home\'s manager and staff see it; others get 404 and do not find it in lists', async () => {
    for (const who of ['tenant', 'guarantor', 'manager', 'staff']) {
      expect((await get(`/maintenance-tickets/${ticket.id}`, who)).statusCode, who).toBe(200);
      expect(await listIds(who), who).toContain(ticket.id);
    }
    for (const who of ['tenant2', 'manager2']) {
      expect(await errorOf(await get(`/maintenance-tickets/${ticket.id}`, who)), who).toMatchObject({ status: 404, code: 'not_found' });
      expect(await listIds(who), who).not.toContain(ticket.id);
      expect(await listIds(who, `?ids=${ticket.id}`), who).toEqual([]);
      expect((await get(`/maintenance-tickets/${ticket.id}/updates`, who)).statusCode, who).toBe(404);
      expect((await post(`/maintenance-tickets/${ticket.id}/updates`, who, { body: 'hello' })).statusCode, who).toBe(404);
    }
    expect((await get(`/maintenance-tickets/${ticket.id}`, 'vendor')).statusCode).toBe(404);
    expect(await errorOf(await get('/maintenance-tickets', 'vendor'))).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await get('/maintenance-tickets/99999999', 'staff')).statusCode).toBe(404);
  });

  it('a co-manager sees the home\'s tickets only with the support_service area', async () => {
    const db = api.deps.database.db;
    await db.execute(sql`INSERT INTO building_managers (building_id, user_id, permission_areas, added_by_user_id)
      VALUES (${homeA}, ${ids.multi}, ARRAY['leasing']::text[], ${ids.manager})`);
    expect((await api.call('GET', `/maintenance-tickets/${ticket.id}`, { token: tokens.multiManager })).statusCode).toBe(404);
    await db.execute(sql`UPDATE building_managers SET permission_areas = ARRAY['leasing','support_service']::text[] WHERE building_id = ${homeA} AND user_id = ${ids.multi}`);
    const seen = await api.call('GET', `/maintenance-tickets/${ticket.id}`, { token: tokens.multiManager });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().viewer_may).toEqual({ reply: true, change_status: true, assign: true, manage_users: true });
    await db.execute(sql`DELETE FROM building_managers WHERE building_id = ${homeA} AND user_id = ${ids.multi}`);
  });

  it('a former resident no longer sees the home\'s tickets, but still sees the ones they opened', async () => {
    const former = await demoHomeOf(api.deps, 'manager', 2);
    const managerTicket = await openTicket(api, tokens.manager!, former.buildingId, { title: 'Hallway light' });
    const { lifecycleId } = await makeResident(api.deps, ids.tenant2!, former.buildingId);
    const own = await openTicket(api, tokens.tenant2!, former.buildingId, { title: 'My window' });
    expect(await listIds('tenant2', `?building_id=${former.buildingId}`)).toEqual([own.id, managerTicket.id]);
    await api.deps.database.db.execute(sql`UPDATE lifecycles SET move_out_date = current_date - 1 WHERE id = ${lifecycleId}`);
    expect(await listIds('tenant2', `?building_id=${former.buildingId}`)).toEqual([own.id]);
    expect((await get(`/maintenance-tickets/${managerTicket.id}`, 'tenant2')).statusCode).toBe(404);
  });

  it('filters by building, status, type and ids, and pages with a cursor', async () => {
    const home = await demoHomeOf(api.deps, 'manager', 3);
    const made = [];
    for (const title of ['One', 'Two', 'Three']) made.push(await openTicket(api, tokens.manager!, home.buildingId, { title }));
    await openTicket(api, tokens.manager!, home.buildingId, { title: 'Setup', ticket_type: 'property_setup' });
    await post(`/maintenance-tickets/${made[0]!.id}/updates`, 'manager', { status: 'in_progress' });
    const base = `?building_id=${home.buildingId}&ticket_type=maintenance_request`;
    expect(await listIds('manager', base)).toEqual(made.map((t) => t.id).reverse());
    expect(await listIds('manager', `${base}&status=in_progress`)).toEqual([made[0]!.id]);
    expect(await listIds('manager', `?ids=${made[1]!.id},${made[2]!.id}`)).toEqual([made[2]!.id, made[1]!.id]);
    const first = (await get(`/maintenance-tickets${base}&limit=2`, 'manager')).json();
    expect(first.results.map((t: Ticket) => t.id)).toEqual([made[2]!.id, made[1]!.id]);
    const second = (await get(`/maintenance-tickets${base}&limit=2&cursor=${encodeURIComponent(first.next_cursor)}`, 'manager')).json();
    expect(second).toEqual({ results: [expect.objectContaining({ id: made[0]!.id })], next_cursor: null });
    for (const [query, field] of [['?status=done', 'status'], ['?ticket_type=x', 'ticket_type'], ['?limit=101', 'limit'], ['?cursor=nope', 'cursor'], ['?ids=a', 'ids'], ['?building_id=x', 'building_id'], ['?colour=red', 'colour']]) {
      const error = await errorOf(await get(`/maintenance-tickets${query}`, 'manager'));
      expect(error.status, query).toBe(400);
      expect(error.fields, query).toHaveProperty([field!]);
    }
  });
});

describe('updates: replies and status', () => {
  let ticket: Ticket;
  beforeAll(async () => {
    ticket = await openTicket(api, tokens.tenant!, homeA, { title: 'Cold shower' });
    // Grace follows, so the update tells her too.
    expect((await post(`/maintenance-tickets/${ticket.id}/add-users`, 'tenant', { user_ids: [ids.guarantor] })).statusCode).toBe(200);
  });

  it('a tenant replies: the managers and followers are told, in their own groups and pages; the author is not', async () => {
    const res = await post(`/maintenance-tickets/${ticket.id}/updates`, 'tenant', { body: '  Still cold this morning.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().update).toMatchObject({
      ticket_id: ticket.id, author: { user_id: ids.tenant, first_name: 'Tara' }, actor_role: 'tenant', body: 'Still cold this morning.',
      status_from: null, status_to: null, photos: [],
    });
    expect(res.json().maintenance_ticket).toMatchObject({ id: ticket.id, updates_count: 1, last_update_at: res.json().update.created_at });
    const notes = await notificationsOf(api, ticket.id, 'maintenance_ticket.updated');
    expect(notes).toEqual(expect.arrayContaining([
      { user_id: ids.manager, notification_group: 'manager_building', event_type: 'maintenance_ticket.updated', title: 'Tara replied: Cold shower', link_path: `/manager/service?ticket=${ticket.id}` },
      { user_id: ids.guarantor, notification_group: 'tenant_user', event_type: 'maintenance_ticket.updated', title: 'Tara replied: Cold shower', link_path: `/renter-support?ticket=${ticket.id}` },
    ]));
    expect(notes.map((n) => n.user_id)).not.toContain(ids.tenant);
    expect(notes).toHaveLength(2);
  });

  it('the manager moves it along; the author hears about it; tenants may not change the status', async () => {
    const res = await post(`/maintenance-tickets/${ticket.id}/updates`, 'manager', { body: 'A plumber comes Tuesday.', status: 'in_progress' });
    expect(res.statusCode).toBe(201);
    expect(res.json().update).toMatchObject({ actor_role: 'manager', status_from: 'not_started', status_to: 'in_progress' });
    expect(res.json().maintenance_ticket.status).toBe('in_progress');
    const notes = (await notificationsOf(api, ticket.id, 'maintenance_ticket.updated')).filter((n) => n.title === 'Marcus replied: Cold shower');
    expect(notes.map((n) => [n.user_id, n.notification_group, n.link_path]).sort()).toEqual([
      [ids.tenant, 'tenant_user', `/renter-support?ticket=${ticket.id}`], [ids.guarantor, 'tenant_user', `/renter-support?ticket=${ticket.id}`],
    ].sort());
    for (const who of ['tenant', 'guarantor']) {
      expect(await errorOf(await post(`/maintenance-tickets/${ticket.id}/updates`, who, { status: 'completed' })))
        .toMatchObject({ status: 422, code: 'ticket_status_transition_not_allowed', fields: { status: expect.any(String) } });
    }
    expect((await get(`/maintenance-tickets/${ticket.id}`, 'tenant')).json().status).toBe('in_progress');
  });

  it('completes, refuses completed → not_started, and reopens to in_progress', async () => {
    const done = await post(`/maintenance-tickets/${ticket.id}/updates`, 'manager', { status: 'completed' });
    expect(done.json().maintenance_ticket).toMatchObject({ status: 'completed', completed_at: expect.any(String) });
    const title = (await notificationsOf(api, ticket.id, 'maintenance_ticket.updated')).at(-1)!.title;
    expect(title).toBe('Marcus marked Cold shower completed');
    expect(await errorOf(await post(`/maintenance-tickets/${ticket.id}/updates`, 'manager', { status: 'not_started' })))
      .toMatchObject({ status: 422, code: 'ticket_status_transition_not_allowed' });
    expect(await errorOf(await post(`/maintenance-tickets/${ticket.id}/updates`, 'manager', { status: 'completed' })))
      .toMatchObject({ status: 422, code: 'ticket_status_transition_not_allowed' });
    const reopened = await post(`/maintenance-tickets/${ticket.id}/updates`, 'staff', { status: 'in_progress', body: 'Reopening: it broke again.' });
    expect(reopened.statusCode).toBe(201);
    expect(reopened.json().update.actor_role).toBe('hearth-team');
    expect(reopened.json().maintenance_ticket).toMatchObject({ status: 'in_progress', completed_at: null });
  });

  it('lists updates oldest first; refuses an empty update and bad fields', async () => {
    const list = (await get(`/maintenance-tickets/${ticket.id}/updates`, 'guarantor')).json().results;
    expect(list.map((u: { body: string }) => u.body)).toEqual(['Still cold this morning.', 'A plumber comes Tuesday.', '', 'Reopening: it broke again.']);
    const before = await countOf(api, 'events');
    expect((await errorOf(await post(`/maintenance-tickets/${ticket.id}/updates`, 'tenant', {}))).fields).toHaveProperty('body');
    expect((await errorOf(await post(`/maintenance-tickets/${ticket.id}/updates`, 'tenant', { body: '   ' }))).fields).toHaveProperty('body');
    expect((await errorOf(await post(`/maintenance-tickets/${ticket.id}/updates`, 'tenant', { body: 'x'.repeat(5001) }))).fields).toHaveProperty('body');
    expect((await errorOf(await post(`/maintenance-tickets/${ticket.id}/updates`, 'manager', { status: 'done' }))).fields).toHaveProperty('status');
    expect((await errorOf(await post(`/maintenance-tickets/${ticket.id}/updates`, 'tenant', { body: 'hi', photo_file_ids: ['nope'] }))).fields).toHaveProperty('photo_file_ids');
    expect(await countOf(api, 'events')).toBe(before);
  });

  it('with manager notifications off, managers are not told, but the responsible manager still is', async () => {
    const quiet = await openTicket(api, tokens.tenant!, homeA, { title: 'Squeaky door' });
    expect((await post(`/maintenance-tickets/${quiet.id}/set-manager-notifications`, 'manager', { enabled: false })).json().manager_notifications_enabled).toBe(false);
    await post(`/maintenance-tickets/${quiet.id}/updates`, 'tenant', { body: 'Any news?' });
    expect(await notificationsOf(api, quiet.id, 'maintenance_ticket.updated')).toEqual([]);
    expect((await post(`/maintenance-tickets/${quiet.id}/set-manager-responsibility`, 'staff', { responsible_user_id: ids.manager })).statusCode).toBe(200);
    await post(`/maintenance-tickets/${quiet.id}/updates`, 'tenant', { body: 'Hello?' });
    const told = (await notificationsOf(api, quiet.id, 'maintenance_ticket.updated')).filter((n) => n.title === 'Tara replied: Squeaky door');
    expect(told.map((n) => [n.user_id, n.notification_group])).toEqual([[ids.manager, 'manager_building']]);
  });
});
