import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { countOf, errorOf, eventsOf, notificationsOf, openTicket, type Ticket } from './maintenance-tickets-helpers.js';
import { uploadSample } from './uploads-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let homeA: number; // the manager's; Tara (tenant) and Grace (guarantor) live there; Alex (multi) co-manages support
let homeB: number; // the manager's second home; Theo (tenant2) lives there

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'guarantor', 'manager', 'manager2', 'vendor', 'staff']) {
    tokens[key] = await tokenFor(api.deps, key);
    ids[key] = await demoUserId(api.deps, key);
  }
  tokens.multi = await tokenFor(api.deps, 'multi', 'manager');
  ids.multi = await demoUserId(api.deps, 'multi');
  homeA = (await demoHomeOf(api.deps, 'manager')).buildingId;
  homeB = (await demoHomeOf(api.deps, 'manager', 1)).buildingId;
  await makeResident(api.deps, ids.tenant!, homeA);
  await makeResident(api.deps, ids.guarantor!, homeA);
  await makeResident(api.deps, ids.tenant2!, homeB);
  await api.deps.database.db.execute(sql`INSERT INTO building_managers (building_id, user_id, permission_areas, added_by_user_id)
    VALUES (${homeA}, ${ids.multi}, ARRAY['support_service']::text[], ${ids.manager})`);
});
afterAll(() => api.close());

const get = (url: string, who: string) => api.call('GET', url, { token: tokens[who] });
const post = (url: string, who: string, body?: unknown) => api.call('POST', url, { token: tokens[who], body });

describe('add-users and remove-users', () => {
  it('the author adds a housemate, who is told and then follows; outsiders are refused per field', async () => {
    const ticket = await openTicket(api, tokens.tenant!, homeA, { title: 'Mould in bathroom' });
    const res = await post(`/maintenance-tickets/${ticket.id}/add-users`, 'tenant', { user_ids: [ids.guarantor, ids.guarantor] });
    expect(res.statusCode).toBe(200);
    expect(res.json().users).toEqual([{ user_id: ids.guarantor, first_name: 'Grace' }]);
    expect(await notificationsOf(api, ticket.id, 'maintenance_ticket.users_changed')).toEqual([{
      user_id: ids.guarantor, notification_group: 'tenant_user', event_type: 'maintenance_ticket.users_changed',
      title: 'Tara added you to: Mould in bathroom', link_path: `/renter-support?ticket=${ticket.id}`,
    }]);
    const event = (await eventsOf(api, ticket.id)).at(-1)!;
    expect(event).toMatchObject({ event_type: 'maintenance_ticket.users_changed', data: { added_user_ids: [ids.guarantor] } });
    expect(event.audience_user_ids).toEqual(expect.arrayContaining([ids.tenant, ids.guarantor, ids.manager, ids.multi]));
    // Adding again changes nothing and tells nobody.
    const events = (await eventsOf(api, ticket.id)).length;
    expect((await post(`/maintenance-tickets/${ticket.id}/add-users`, 'tenant', { user_ids: [ids.guarantor] })).statusCode).toBe(200);
    expect(await eventsOf(api, ticket.id)).toHaveLength(events);
    expect(await errorOf(await post(`/maintenance-tickets/${ticket.id}/add-users`, 'tenant', { user_ids: [ids.manager, ids.tenant2] })))
      .toMatchObject({ status: 422, code: 'user_not_in_home', fields: { 'user_ids.1': expect.any(String) } });
    for (const body of [{ user_ids: [] }, { user_ids: ['x'] }, {}, { user_ids: [1], extra: true }]) {
      expect((await post(`/maintenance-tickets/${ticket.id}/add-users`, 'tenant', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('a manager adds a co-manager; a follower who is not the author may not add; strangers get 404', async () => {
    const ticket = await openTicket(api, tokens.tenant!, homeA, { title: 'Broken blinds' });
    const added = await post(`/maintenance-tickets/${ticket.id}/add-users`, 'manager', { user_ids: [ids.multi, ids.guarantor] });
    // Added together: listed by user id.
    expect(added.json().users.map((u: { user_id: number }) => u.user_id)).toEqual([ids.multi!, ids.guarantor!].sort((a, b) => a - b));
    const told = await notificationsOf(api, ticket.id, 'maintenance_ticket.users_changed');
    expect(told.map((n) => [n.user_id, n.notification_group]).sort()).toEqual([[ids.guarantor, 'tenant_user'], [ids.multi, 'manager_building']].sort());
    expect(await errorOf(await post(`/maintenance-tickets/${ticket.id}/add-users`, 'guarantor', { user_ids: [ids.manager] })))
      .toMatchObject({ status: 403, code: 'forbidden' });
    expect((await post(`/maintenance-tickets/${ticket.id}/add-users`, 'manager2', { user_ids: [ids.manager] })).statusCode).toBe(404);
    expect((await post(`/maintenance-tickets/${ticket.id}/add-users`, 'tenant2', { user_ids: [ids.tenant2] })).statusCode).toBe(404);
    expect((await post(`/maintenance-tickets/${ticket.id}/add-users`, 'staff', { user_ids: [ids.tenant] })).statusCode).toBe(200);
  });

  it('removes followers (author, manager, or a follower leaving); a removed follower who does not live there loses sight of it', async () => {
    const other = await demoHomeOf(api.deps, 'manager', 2);
    const ticket = await openTicket(api, tokens.manager!, other.buildingId, { title: 'Roof inspection', ticket_type: 'property_setup' });
    // Theo used to live there and still co-signs for the home: make him a resident, add him, then end his stay.
    const { lifecycleId } = await makeResident(api.deps, ids.tenant2!, other.buildingId);
    expect((await post(`/maintenance-tickets/${ticket.id}/add-users`, 'manager', { user_ids: [ids.tenant2] })).statusCode).toBe(200);
    await api.deps.database.db.execute(sql`UPDATE lifecycles SET move_out_date = current_date - 1 WHERE id = ${lifecycleId}`);
    expect((await get(`/maintenance-tickets/${ticket.id}`, 'tenant2')).statusCode).toBe(200);
    expect((await get('/maintenance-tickets', 'tenant2')).json().results.map((t: Ticket) => t.id)).toContain(ticket.id);
    const left = await post(`/maintenance-tickets/${ticket.id}/remove-users`, 'tenant2', { user_ids: [ids.tenant2] });
    expect(left.statusCode).toBe(200);
    expect((await get(`/maintenance-tickets/${ticket.id}`, 'tenant2')).statusCode).toBe(404);
    const event = (await eventsOf(api, ticket.id)).at(-1)!;
    expect(event).toMatchObject({ event_type: 'maintenance_ticket.users_changed', data: { removed_user_ids: [ids.tenant2] } });
    expect(event.audience_user_ids).toContain(ids.tenant2);
    expect(await notificationsOf(api, ticket.id, 'maintenance_ticket.users_changed')).toEqual([
      expect.objectContaining({ user_id: ids.tenant2, title: 'Marcus added you to: Roof inspection' }),
    ]);
  });

  it('a non-author housemate may not remove others', async () => {
    const ticket = await openTicket(api, tokens.tenant!, homeA, { title: 'Noisy fridge' });
    await post(`/maintenance-tickets/${ticket.id}/add-users`, 'tenant', { user_ids: [ids.guarantor, ids.multi] });
    expect((await post(`/maintenance-tickets/${ticket.id}/remove-users`, 'guarantor', { user_ids: [ids.multi] })).statusCode).toBe(403);
    const res = await post(`/maintenance-tickets/${ticket.id}/remove-users`, 'tenant', { user_ids: [ids.multi] });
    expect(res.json().users).toEqual([{ user_id: ids.guarantor, first_name: 'Grace' }]);
  });
});

describe('followers in the manager role, and tickets managers open', () => {
  it('a co-manager without support service sees a ticket only once added to it', async () => {
    const db = api.deps.database.db;
    await db.execute(sql`INSERT INTO building_managers (building_id, user_id, permission_areas, added_by_user_id)
      VALUES (${homeB}, ${ids.multi}, ARRAY['leasing']::text[], ${ids.manager})`);
    const ticket = await openTicket(api, tokens.tenant2!, homeB, { title: 'Wobbly stairs' });
    expect((await get(`/maintenance-tickets/${ticket.id}`, 'multi')).statusCode).toBe(404);
    expect((await post(`/maintenance-tickets/${ticket.id}/add-users`, 'tenant2', { user_ids: [ids.multi] })).statusCode).toBe(200);
    const seen = await get(`/maintenance-tickets/${ticket.id}`, 'multi');
    expect(seen.statusCode).toBe(200);
    // Following is not running the home's support: no status changes.
    expect(seen.json().viewer_may).toEqual({ reply: true, change_status: false, assign: false, manage_users: false });
    expect(await errorOf(await post(`/maintenance-tickets/${ticket.id}/updates`, 'multi', { status: 'in_progress' })))
      .toMatchObject({ status: 422, code: 'ticket_status_transition_not_allowed' });
    expect((await post(`/maintenance-tickets/${ticket.id}/updates`, 'multi', { body: 'I can ask the builder.' })).statusCode).toBe(201);
    // The owner hears as a manager, Theo as a tenant; Alex, the author, not at all.
    const told = (await notificationsOf(api, ticket.id, 'maintenance_ticket.updated')).filter((n) => n.title === 'Alex replied: Wobbly stairs');
    expect(told.map((n) => [n.user_id, n.notification_group]).sort()).toEqual([[ids.manager, 'manager_building'], [ids.tenant2, 'tenant_user']].sort());
  });

  it('a ticket a manager opened: replies reach the manager as a manager, with update photos readable by the home', async () => {
    const ticket = await openTicket(api, tokens.manager!, homeA, { title: 'New smoke alarms', ticket_type: 'landlord_message_to_tenants', area: 'common_areas' });
    const photo = await uploadSample(api, tokens.tenant!, 'maintenance_photo', 'png');
    const res = await post(`/maintenance-tickets/${ticket.id}/updates`, 'tenant', { body: 'Mine beeps.', photo_file_ids: [photo] });
    expect(res.statusCode).toBe(201);
    expect(res.json().update.photos).toEqual([{ file_id: photo, url: expect.stringContaining(`/v20/files/${photo}?`) }]);
    expect(res.json().maintenance_ticket.photos).toEqual([]);
    const told = (await notificationsOf(api, ticket.id, 'maintenance_ticket.updated'));
    expect(told).toEqual(expect.arrayContaining([expect.objectContaining({ user_id: ids.manager, notification_group: 'manager_building', link_path: `/manager/service?ticket=${ticket.id}` })]));
    for (const who of ['manager', 'guarantor', 'multi']) expect((await get(`/files/${photo}`, who)).statusCode, who).toBe(200);
    expect((await get(`/files/${photo}`, 'tenant2')).statusCode).toBe(404);
  });
});

describe('messages to the home', () => {
  it('a landlord message to tenants tells the residents when it is opened, not only the managers', async () => {
    const ticket = await openTicket(api, tokens.manager!, homeA, { title: 'Water off on Friday', ticket_type: 'landlord_message_to_tenants', area: 'common_areas' });
    const told = await notificationsOf(api, ticket.id, 'maintenance_ticket.opened');
    const residents = told.filter((n) => n.notification_group === 'tenant_user').map((n) => n.user_id);
    expect(residents.sort()).toEqual([ids.tenant, ids.guarantor].sort());
    expect(residents).not.toContain(ids.tenant2);
    expect(told.map((n) => n.user_id)).not.toContain(ids.manager);
  });

  it('a maintenance request is not broadcast to the housemates', async () => {
    const ticket = await openTicket(api, tokens.tenant!, homeA, { title: 'My window sticks' });
    const told = await notificationsOf(api, ticket.id, 'maintenance_ticket.opened');
    expect(told.map((n) => n.user_id)).not.toEqual(expect.arrayContaining([ids.guarantor]));
    expect(told.map((n) => n.notification_group)).not.toContain('tenant_user');
  });
});

describe('manager notifications and responsibility', () => {
  let ticket: Ticket;
  beforeAll(async () => { ticket = await openTicket(api, tokens.tenant!, homeA, { title: 'Garage door' }); });

  it('only the home\'s managers and staff turn manager notifications on or off; the change is an event that tells nobody', async () => {
    expect(await errorOf(await post(`/maintenance-tickets/${ticket.id}/set-manager-notifications`, 'tenant', { enabled: false }))).toMatchObject({ status: 403 });
    expect((await post(`/maintenance-tickets/${ticket.id}/set-manager-notifications`, 'manager2', { enabled: false })).statusCode).toBe(404);
    expect((await post(`/maintenance-tickets/${ticket.id}/set-manager-notifications`, 'manager', { enabled: 'no' })).statusCode).toBe(400);
    const notes = await countOf(api, 'notifications');
    const off = await post(`/maintenance-tickets/${ticket.id}/set-manager-notifications`, 'manager', { enabled: false });
    expect(off.json().manager_notifications_enabled).toBe(false);
    expect((await eventsOf(api, ticket.id)).at(-1)).toMatchObject({ event_type: 'maintenance_ticket.updated', data: { change: 'manager_notifications', enabled: false } });
    expect(await countOf(api, 'notifications')).toBe(notes);
    expect((await post(`/maintenance-tickets/${ticket.id}/set-manager-notifications`, 'staff', { enabled: true })).json().manager_notifications_enabled).toBe(true);
  });

  it('assigns a co-manager with support service: everyone on the ticket but the actor is told', async () => {
    const res = await post(`/maintenance-tickets/${ticket.id}/set-manager-responsibility`, 'manager', { responsible_user_id: ids.multi });
    expect(res.statusCode).toBe(200);
    expect(res.json().responsible_user).toEqual({ user_id: ids.multi, first_name: 'Alex' });
    const told = (await notificationsOf(api, ticket.id, 'maintenance_ticket.updated')).filter((n) => n.title === 'Marcus assigned Alex: Garage door');
    expect(told.map((n) => [n.user_id, n.notification_group, n.link_path]).sort()).toEqual([
      [ids.tenant, 'tenant_user', `/renter-support?ticket=${ticket.id}`],
      [ids.multi, 'manager_building', `/manager/service?ticket=${ticket.id}`],
    ].sort());
    expect((await get(`/maintenance-tickets/${ticket.id}`, 'multi')).json().viewer_may.assign).toBe(true);
  });

  it('refuses someone who does not manage support for the home, and lets the tenant do none of it', async () => {
    expect(await errorOf(await post(`/maintenance-tickets/${ticket.id}/set-manager-responsibility`, 'manager', { responsible_user_id: ids.tenant })))
      .toMatchObject({ status: 422, code: 'not_a_manager_of_home', fields: { responsible_user_id: expect.any(String) } });
    expect(await errorOf(await post(`/maintenance-tickets/${ticket.id}/set-manager-responsibility`, 'manager', { responsible_user_id: ids.manager2 })))
      .toMatchObject({ status: 422, code: 'not_a_manager_of_home' });
    expect((await post(`/maintenance-tickets/${ticket.id}/set-manager-responsibility`, 'tenant', { responsible_user_id: ids.manager })).statusCode).toBe(403);
    expect((await post(`/maintenance-tickets/${ticket.id}/set-manager-responsibility`, 'vendor', { responsible_user_id: ids.manager })).statusCode).toBe(404);
    expect((await post(`/maintenance-tickets/${ticket.id}/set-manager-responsibility`, 'manager', {})).statusCode).toBe(400);
    const cleared = await post(`/maintenance-tickets/${ticket.id}/set-manager-responsibility`, 'staff', { responsible_user_id: null });
    expect(cleared.json().responsible_user).toBeNull();
  });
});

describe('photos and supporting documentation', () => {
  it('attaches the author\'s own maintenance photos; whoever sees the ticket reads them; others get 404', async () => {
    const photo = await uploadSample(api, tokens.tenant!, 'maintenance_photo', 'jpeg');
    const ticket = await openTicket(api, tokens.tenant!, homeA, { title: 'Cracked window', photo_file_ids: [photo] });
    expect(ticket.photos).toEqual([{ file_id: photo, url: expect.stringMatching(new RegExp(`^/v20/files/${photo}\\?expires=\\d+&signature=`)) }]);
    expect((await api.app.inject({ method: 'GET', url: ticket.photos[0]!.url })).statusCode).toBe(200);
    for (const who of ['manager', 'guarantor', 'multi', 'staff']) expect((await get(`/files/${photo}`, who)).statusCode, who).toBe(200);
    for (const who of ['tenant2', 'manager2', 'vendor']) expect((await get(`/files/${photo}`, who)).statusCode, who).toBe(404);
    // A file belongs to one ticket.
    expect(await errorOf(await post('/maintenance-tickets', 'tenant', { building_id: homeA, area: 'other', access_requirement: 'no_access_needed', title: 'Again', description: 'Again', photo_file_ids: [photo] })))
      .toMatchObject({ status: 400, fields: { photo_file_ids: expect.any(String) } });
  });

  it('refuses someone else\'s upload, another purpose, or a document where a photo is wanted', async () => {
    const theirs = await uploadSample(api, tokens.guarantor!, 'maintenance_photo', 'png');
    const idDoc = await uploadSample(api, tokens.tenant!, 'identity_document', 'pdf');
    const doc = await uploadSample(api, tokens.tenant!, 'maintenance_document', 'pdf');
    const mine = await uploadSample(api, tokens.tenant!, 'maintenance_photo', 'png');
    for (const [fileIds, field] of [[[theirs], 'photo_file_ids'], [[idDoc], 'photo_file_ids'], [[mine, doc], 'photo_file_ids.1']] as const) {
      const error = await errorOf(await post('/maintenance-tickets', 'tenant', { building_id: homeA, area: 'other', access_requirement: 'no_access_needed', title: 'T', description: 'D', photo_file_ids: fileIds }));
      expect(error).toMatchObject({ status: 400, code: 'invalid_input' });
      expect(error.fields).toHaveProperty([field]);
    }
  });

  it('participants hand in documents (documents or photos); everyone who sees the ticket lists and reads them', async () => {
    const ticket = await openTicket(api, tokens.tenant!, homeA, { title: 'Water damage' });
    const receipt = await uploadSample(api, tokens.tenant!, 'maintenance_document', 'pdf');
    const snapshot = await uploadSample(api, tokens.tenant!, 'maintenance_photo', 'png');
    const url = `/maintenance-tickets/${ticket.id}/supporting-documentation-submissions`;
    const res = await post(url, 'tenant', { note: 'Plumber receipt', file_ids: [receipt, snapshot] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ticket_id: ticket.id, submitted_by: { user_id: ids.tenant, first_name: 'Tara' }, note: 'Plumber receipt',
      files: [{ file_id: receipt, url: expect.stringContaining(`/v20/files/${receipt}?`) }, { file_id: snapshot, url: expect.any(String) }],
    });
    const told = await notificationsOf(api, ticket.id, 'maintenance_ticket.updated');
    expect(told.map((n) => [n.user_id, n.title])).toEqual(expect.arrayContaining([[ids.manager, 'Tara added documents: Water damage'], [ids.multi, 'Tara added documents: Water damage']]));
    expect(told.map((n) => n.user_id)).not.toContain(ids.tenant);
    const listed = (await get(url, 'guarantor')).json().results;
    expect(listed.map((s: { note: string }) => s.note)).toEqual(['Plumber receipt']);
    expect((await get(`/files/${receipt}`, 'manager')).statusCode).toBe(200);
    expect((await get(`/files/${receipt}`, 'tenant2')).statusCode).toBe(404);
    expect((await get(url, 'tenant2')).statusCode).toBe(404);
    // A housemate who only sees the ticket reads documents but does not hand any in.
    const hers = await uploadSample(api, tokens.guarantor!, 'maintenance_document', 'pdf');
    expect(await errorOf(await post(url, 'guarantor', { file_ids: [hers] }))).toMatchObject({ status: 403, code: 'forbidden' });
    const invoice = await uploadSample(api, tokens.manager!, 'maintenance_document', 'pdf');
    expect((await post(url, 'manager', { file_ids: [invoice] })).statusCode).toBe(201);
  });

  it('refuses bad submissions per field and writes nothing', async () => {
    const ticket = await openTicket(api, tokens.tenant!, homeA, { title: 'Ants' });
    const url = `/maintenance-tickets/${ticket.id}/supporting-documentation-submissions`;
    const idDoc = await uploadSample(api, tokens.tenant!, 'identity_document', 'pdf');
    const theirs = await uploadSample(api, tokens.guarantor!, 'maintenance_document', 'pdf');
    const before = await countOf(api, 'events');
    for (const [body, field] of [
      [{ file_ids: [] }, 'file_ids'], [{}, 'file_ids'], [{ file_ids: [idDoc] }, 'file_ids'], [{ file_ids: [theirs] }, 'file_ids'],
      [{ file_ids: [idDoc], note: 'x'.repeat(2001) }, 'note'], [{ file_ids: ['not-a-uuid'] }, 'file_ids'],
    ] as const) {
      const error = await errorOf(await post(url, 'tenant', body));
      expect(error.status, JSON.stringify(body)).toBe(400);
      expect(error.fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    expect(await countOf(api, 'events')).toBe(before);
    expect((await post(url, 'manager2', { file_ids: [idDoc] })).statusCode).toBe(404);
  });
});

describe('support categories', () => {
  it('anyone with a token lists the active ones in order; staff add, rename, reorder and retire them', async () => {
    const guest = await api.guestToken();
    const listed = (await api.call('GET', '/support-categories', { token: guest })).json().results;
    expect(listed[0]).toEqual({ id: 1, name: 'Heating and cooling', description: expect.any(String), sort_order: 10 });
    expect(listed).toHaveLength(10);
    expect((await api.call('GET', '/support-categories')).statusCode).toBe(401);

    const created = await post('/internal/support-categories', 'staff', { name: '  Garden  ', description: 'Lawn and hedges', sort_order: 5 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Garden', description: 'Lawn and hedges', sort_order: 5, is_active: true });
    const id = created.json().id;
    expect((await api.call('GET', '/support-categories', { token: guest })).json().results[0].name).toBe('Garden');
    const retired = await api.call('PATCH', `/internal/support-categories/${id}`, { token: tokens.staff, body: { is_active: false, name: 'Garden and yard' } });
    expect(retired.json()).toMatchObject({ id, name: 'Garden and yard', is_active: false });
    expect((await api.call('GET', '/support-categories', { token: guest })).json().results.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await get('/internal/support-categories', 'staff')).json().results.map((c: { id: number }) => c.id)).toContain(id);
    // A retired category cannot be chosen for a new ticket.
    expect((await errorOf(await post('/maintenance-tickets', 'tenant', { building_id: homeA, area: 'exterior', access_requirement: 'no_access_needed', title: 'Hedge', description: 'Overgrown', support_category_id: id }))).fields)
      .toHaveProperty('support_category_id');
  });

  it('refuses non-staff, duplicate names, bad fields and unknown ids', async () => {
    for (const who of ['tenant', 'manager']) {
      expect((await get('/internal/support-categories', who)).statusCode, who).toBe(403);
      expect((await post('/internal/support-categories', who, { name: 'Nope' })).statusCode, who).toBe(403);
    }
    expect(await errorOf(await post('/internal/support-categories', 'staff', { name: 'plumbing' })))
      .toMatchObject({ status: 409, code: 'support_category_name_taken', fields: { name: expect.any(String) } });
    for (const [body, field] of [[{ name: '' }, 'name'], [{ name: 'x'.repeat(81) }, 'name'], [{ name: 'Ok', description: 'x'.repeat(501) }, 'description'], [{ name: 'Ok', sort_order: 1.5 }, 'sort_order'], [{ name: 'Ok', is_active: 'yes' }, 'is_active']] as const) {
      expect((await errorOf(await post('/internal/support-categories', 'staff', body))).fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    expect((await api.call('PATCH', '/internal/support-categories/99999', { token: tokens.staff, body: { name: 'X' } })).statusCode).toBe(404);
    expect((await api.call('PATCH', '/internal/support-categories/2', { token: tokens.staff, body: { name: 'Electrical' } })).statusCode).toBe(409);
  });
});

describe('POST /internal/maintenance-tickets/{id}/send-to-manager', () => {
  it('staff send a ticket to the managers, who are told even with notifications off; sending again tells nobody', async () => {
    const ticket = await openTicket(api, tokens.tenant!, homeA, { title: 'Gas smell' });
    await post(`/maintenance-tickets/${ticket.id}/set-manager-notifications`, 'manager', { enabled: false });
    expect((await post(`/internal/maintenance-tickets/${ticket.id}/send-to-manager`, 'manager')).statusCode).toBe(403);
    expect((await post(`/internal/maintenance-tickets/${ticket.id}/send-to-manager`, 'tenant')).statusCode).toBe(403);
    const sent = await post(`/internal/maintenance-tickets/${ticket.id}/send-to-manager`, 'staff');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sent_to_manager_at).toEqual(expect.any(String));
    const told = (await notificationsOf(api, ticket.id, 'maintenance_ticket.updated'));
    expect(told.map((n) => [n.user_id, n.notification_group, n.title]).sort()).toEqual([
      [ids.manager, 'manager_building', 'Sam from Hearth sent you a ticket: Gas smell'],
      [ids.multi, 'manager_building', 'Sam from Hearth sent you a ticket: Gas smell'],
    ].sort());
    expect((await eventsOf(api, ticket.id)).at(-1)).toMatchObject({ actor_role: 'hearth-team', data: { change: 'sent_to_manager' } });
    const again = await post(`/internal/maintenance-tickets/${ticket.id}/send-to-manager`, 'staff');
    expect(again.json().sent_to_manager_at).toBe(sent.json().sent_to_manager_at);
    expect(await notificationsOf(api, ticket.id, 'maintenance_ticket.updated')).toHaveLength(2);
    expect((await post('/internal/maintenance-tickets/99999999/send-to-manager', 'staff')).statusCode).toBe(404);
  });
});
