import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId, makeResident } from '../support/residents.js';
import { eventsOf, notificationsOf, openTicket, type Ticket } from './maintenance-tickets-helpers.js';
import {
  errorOf, finishOnboarding, providerBody, serviceTypeId, tomorrowWindow, uploadJobPhoto, visitStarted, type Activity,
} from './service-marketplace-helpers.js';

// Tickets and services meet (issue 14, docs/vendors.md "Tickets and services").
let api: TestApi;
const tokens: Record<string, string> = {};
let home: number;
let inspection: number;

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager', 'manager2', 'staff']) tokens[key] = await tokenFor(api.deps, key);
  tokens.vendor = await tokenFor(api.deps, 'multi', 'vendor');
  const db = api.deps.database.db;
  const [picked] = await rows<{ id: number; region: string }>(db, sql`SELECT b.id, b.region FROM buildings b
    WHERE b.manager_user_id = ${await demoUserId(api.deps, 'manager')} AND b.region IS NOT NULL
      AND EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id) ORDER BY b.id LIMIT 1`);
  home = picked!.id;
  await makeResident(api.deps, await demoUserId(api.deps, 'tenant'), home);
  inspection = await serviceTypeId(api, 'initial_property_inspection');
  // The seeded company (Morgan Fix-It) opens every day here, so tomorrow's visit fits its hours.
  const company = (await call('GET', '/residential-service-providers', 'vendor')).json().results[0].id as number;
  await call('PATCH', `/residential-service-providers/${company}`, 'vendor', providerBody(picked!.region, { name: 'Morgan Fix-It' }));
  await finishOnboarding(api, tokens.vendor!, company);
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: string, body?: unknown) => api.call(method, url, { token: tokens[who], body });
const act = async (id: number, verb: string, who: string, body: unknown = {}) => {
  const res = await call('POST', `/service-activities/${id}/${verb}`, who, body);
  if (res.statusCode !== 200) throw new Error(`${verb} by ${who}: ${res.statusCode} ${res.body}`);
  return res.json() as Activity;
};
const bookFor = (ticketId: number, who = 'manager') => call('POST', '/service-activities', who, {
  building_id: home, service_type_id: inspection, maintenance_ticket_id: ticketId, access_requirement: 'none_vendor_direct_access',
  access_notes: 'Lockbox on the back door, code RIVER-OAK', notes: 'Heater makes a noise', price_cents: 18_000,
});
const ticketAs = async (id: number, who: string) => (await call('GET', `/maintenance-tickets/${id}`, who)).json() as Ticket;

interface Update { body: string; actor_role: string; author: unknown; service_activity: { id: number; action: string } | null; manager_note: string | null; status_to: string | null }
const updatesAs = async (id: number, who: string) => (await call('GET', `/maintenance-tickets/${id}/updates`, who)).json().results as Update[];

describe('booking a service for a ticket', () => {
  it('turns a Tenant Support Ticket into a Service Request in progress, links the job, and writes the booking on the timeline', async () => {
    const ticket = await openTicket(api, tokens.tenant!, home);
    expect(ticket).toMatchObject({ ticket_type: 'maintenance_request', service_activity_id: null, status: 'not_started' });
    const booked = await bookFor(ticket.id);
    expect(booked.statusCode).toBe(201);
    const job = booked.json() as Activity;
    expect(job.maintenance_ticket_id).toBe(ticket.id);
    expect(await ticketAs(ticket.id, 'manager')).toMatchObject({ ticket_type: 'residential_service_ticket', service_activity_id: job.id, status: 'in_progress' });
    const [step] = await updatesAs(ticket.id, 'manager');
    expect(step).toMatchObject({ actor_role: 'manager', service_activity: { id: job.id, action: 'request' }, status_to: 'in_progress', manager_note: 'Pay $180.00.' });
    expect(step!.body).toContain('Initial property inspection');
    // The ticket's watchers hear of it live: a maintenance_ticket.updated event on the ticket.
    expect((await eventsOf(api, ticket.id)).at(-1)).toMatchObject({ event_type: 'maintenance_ticket.updated', data: { change: 'service_activity', action: 'request', service_activity_id: job.id } });
  });

  it('one live job per ticket: a second booking is 409 until the first is canceled; the cancel leaves the ticket open with a note', async () => {
    const ticket = await openTicket(api, tokens.tenant!, home);
    const first = (await bookFor(ticket.id)).json() as Activity;
    expect(await errorOf(await bookFor(ticket.id))).toMatchObject({ status: 409, code: 'ticket_has_live_service', fields: { maintenance_ticket_id: expect.any(String) } });
    expect(await errorOf(await bookFor(ticket.id, 'staff'))).toMatchObject({ status: 409, code: 'ticket_has_live_service' });
    await act(first.id, 'cancel', 'manager', { note: 'The tenant fixed it' });
    const afterCancel = await ticketAs(ticket.id, 'tenant');
    expect(afterCancel).toMatchObject({ status: 'in_progress', service_activity_id: first.id });
    const cancelStep = (await updatesAs(ticket.id, 'tenant')).at(-1)!;
    expect(cancelStep).toMatchObject({ service_activity: { action: 'cancel' }, manager_note: null });
    expect(cancelStep.body).toMatch(/canceled.*stays open/);
    expect((await updatesAs(ticket.id, 'manager')).at(-1)!.manager_note).toBe('The tenant fixed it');
    const second = await bookFor(ticket.id);
    expect(second.statusCode).toBe(201);
    expect((await ticketAs(ticket.id, 'manager')).service_activity_id).toBe(second.json().id);
  });

  it('another manager cannot book for the ticket nor read it; a vendor never reads the ticket', async () => {
    const ticket = await openTicket(api, tokens.tenant!, home);
    expect(await errorOf(await bookFor(ticket.id, 'manager2'))).toMatchObject({ status: 422, code: 'not_a_manager_of_home' });
    const job = (await bookFor(ticket.id)).json() as Activity;
    expect((await call('GET', `/maintenance-tickets/${ticket.id}`, 'manager2')).statusCode).toBe(404);
    expect((await call('GET', `/maintenance-tickets/${ticket.id}/updates`, 'manager2')).statusCode).toBe(404);
    expect((await call('GET', `/maintenance-tickets/${ticket.id}`, 'vendor')).statusCode).toBe(404);
    await act(job.id, 'accept', 'vendor');
    expect((await call('GET', `/maintenance-tickets/${ticket.id}`, 'vendor')).statusCode).toBe(404);
    expect((await call('GET', `/maintenance-tickets/${ticket.id}/updates`, 'vendor')).statusCode).toBe(404);
  });
});

describe('the job\'s steps on the ticket', () => {
  it('each step appears in order; the job\'s completion completes the ticket; the tenant sees no pay, notes or access', async () => {
    const ticket = await openTicket(api, tokens.tenant!, home);
    const job = (await bookFor(ticket.id)).json() as Activity;
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow());
    await act(job.id, 'reschedule', 'vendor', tomorrowWindow(2));
    await act(job.id, 'remove-vendor', 'manager', { reason: 'no_show', note: 'Never came on the first day' });
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow());
    await visitStarted(api, job.id);
    await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA', note: 'Replaced the thermostat', photo_file_ids: [await uploadJobPhoto(api, tokens.vendor!)] });
    await act(job.id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_INCOMPLETE', note: 'Still cold in bedroom 2' });
    await act(job.id, 'schedule', 'vendor', tomorrowWindow(3));
    await visitStarted(api, job.id);
    await act(job.id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA', photo_file_ids: [await uploadJobPhoto(api, tokens.vendor!)] });
    await act(job.id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_COMPLETE' });
    await act(job.id, 'payment', 'staff');

    const managerView = await updatesAs(ticket.id, 'manager');
    expect(managerView.map((u) => u.service_activity?.action)).toEqual([
      'request', 'accept', 'schedule', 'reschedule', 'remove_vendor', 'accept', 'schedule', 'submit_complete', 'qa_reject',
      'schedule', 'submit_complete', 'qa_approve', 'complete',
    ]);
    const byAction = (list: Update[], action: string) => list.filter((u) => u.service_activity?.action === action);
    expect(byAction(managerView, 'accept')[0]!.body).toBe('Morgan Fix-It took the job.');
    expect(byAction(managerView, 'schedule')[0]!.body).toMatch(/^Visit scheduled: .+ \(America\/[A-Za-z_]+\)\.$/);
    expect(byAction(managerView, 'remove_vendor')[0]).toMatchObject({ body: expect.stringContaining('Morgan Fix-It is no longer on the job'), manager_note: 'Reason: no show. Never came on the first day' });
    expect(byAction(managerView, 'qa_reject')[0]!.manager_note).toBe('Still cold in bedroom 2');
    // A vendor's step names the company, not the person who pressed the button.
    expect(byAction(managerView, 'accept')[0]).toMatchObject({ actor_role: 'vendor', author: null });
    expect(managerView.at(-1)).toMatchObject({ service_activity: { action: 'complete' }, status_to: 'completed', actor_role: 'hearth-team' });
    expect(await ticketAs(ticket.id, 'tenant')).toMatchObject({ status: 'completed', completed_at: expect.any(String), ticket_type: 'residential_service_ticket' });

    const tenantView = await updatesAs(ticket.id, 'tenant');
    expect(tenantView.map((u) => u.body)).toEqual(managerView.map((u) => u.body));
    expect(tenantView.every((u) => u.manager_note === null)).toBe(true);
    const tenantText = JSON.stringify(tenantView);
    for (const secret of ['RIVER-OAK', '$180', 'Heater makes a noise', 'Never came', 'no show', 'Replaced the thermostat', 'Still cold']) {
      expect(tenantText, secret).not.toContain(secret);
    }
    // The job itself, read by the tenant, is the visit only.
    expect((await call('GET', `/service-activities/${job.id}`, 'tenant')).json()).toMatchObject({ detail: 'visit', price_cents: null, access_notes: null, notes: null, holder: null });
  });

  it('the ticket\'s author hears when someone comes; the managers are not told twice', async () => {
    const ticket = await openTicket(api, tokens.tenant!, home);
    const job = (await bookFor(ticket.id)).json() as Activity;
    await act(job.id, 'accept', 'vendor');
    await act(job.id, 'schedule', 'vendor', tomorrowWindow());
    const told = await notificationsOf(api, ticket.id, 'maintenance_ticket.updated');
    const tenantId = await demoUserId(api.deps, 'tenant');
    expect(told).toEqual([expect.objectContaining({ user_id: tenantId, notification_group: 'tenant_user', link_path: `/renter-support?ticket=${ticket.id}` })]);
    expect(told[0]!.title).toContain('Initial property inspection');
  });

  it('a job without a ticket writes on no ticket; a ticket of another type keeps its type', async () => {
    const before = (await rows<{ n: number }>(api.deps.database.db, sql`SELECT count(*)::int AS n FROM maintenance_ticket_updates WHERE service_activity_id IS NOT NULL`))[0]!.n;
    const res = await call('POST', '/service-activities', 'manager', { building_id: home, service_type_id: inspection, access_requirement: 'no_access_needed' });
    await act(res.json().id, 'cancel', 'manager');
    const after = (await rows<{ n: number }>(api.deps.database.db, sql`SELECT count(*)::int AS n FROM maintenance_ticket_updates WHERE service_activity_id IS NOT NULL`))[0]!.n;
    expect(after).toBe(before);
    const setup = await openTicket(api, tokens.manager!, home, { ticket_type: 'property_setup', access_requirement: 'landlord_present' });
    expect((await bookFor(setup.id)).statusCode).toBe(201);
    expect(await ticketAs(setup.id, 'manager')).toMatchObject({ ticket_type: 'property_setup', service_activity_id: expect.any(Number) });
  });
});

describe('access details reach a vendor only once it holds the job', () => {
  it('offered: no street, access requirement, access method, notes or ticket; held: all of them', async () => {
    const ticket = await openTicket(api, tokens.tenant!, home);
    const job = (await bookFor(ticket.id)).json() as Activity;
    const offered = (await call('GET', `/service-activities/${job.id}`, 'vendor')).json() as Activity;
    expect(offered).toMatchObject({ detail: 'offer', access_requirement: null, access_method: null, access_notes: null, maintenance_ticket_id: null, home: { street: null, zip: null, title: null } });
    const feed = (await call('GET', '/service-activities?scope=open', 'vendor')).json().results as Activity[];
    expect(JSON.stringify(feed.find((a) => a.id === job.id))).not.toContain('RIVER-OAK');
    const held = await act(job.id, 'accept', 'vendor');
    expect(held).toMatchObject({ detail: 'full', access_requirement: 'none_vendor_direct_access', access_notes: 'Lockbox on the back door, code RIVER-OAK', maintenance_ticket_id: ticket.id, home: { street: expect.any(String) } });
    await act(job.id, 'remove-vendor', 'manager', { reason: 'team_discretion' });
    expect((await call('GET', `/service-activities/${job.id}`, 'vendor')).json()).toMatchObject({ detail: 'offer', access_notes: null, home: { street: null } });
  });
});
