// Issue 5, live tickets, in Chromium with two people at once: the demo tenant, made
// a resident of one of the demo manager's homes, opens a support ticket on
// /renter-support; the manager's bell and /manager/service board show it without a
// reload (notificationAdded over SSE); the manager replies and starts the work; the
// tenant's open ticket shows both without a reload (ticketUpdated over SSE). Then
// the manager's notifications page: live, mark all read, and an email setting.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/boot.js';
import { loadGatewayConfig } from '../../gateway/config.js';
import { backoffDelay } from '../../web/src/app/relay/subscriptions.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startApp, type App } from './support/app.js';
import { logInAsRenter } from './support/login.js';
import { uploadFile } from './support/journey.js';
import { logInAsManager, SMALL_PNG } from './support/managerHomes.js';

let app: App;
let home: { buildingId: number; title: string };
/** A gateway started by a test in place of the app's (closed after the app). */
let restarted: RunningGateway | null = null;
beforeAll(async () => {
  app = await startApp();
  home = await demoHomeOf(app.api.deps, 'manager');
  await makeResident(app.api.deps, await demoUserId(app.api.deps, 'tenant'), home.buildingId);
});
afterAll(async () => {
  await app?.close();
  await restarted?.close();
});

const logInAsTenant = (page: Page, desiredPage: string) => logInAsRenter(page, 'tenant', desiredPage);

/** The bell's number, from its accessible name ("Notifications, 3 unread"). */
async function unreadCount(page: Page): Promise<number> {
  const name = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);
}

/** Marks the page so a reload (which would drop the mark) fails the test. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { hearthNoReload: boolean }).hearthNoReload = true));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { hearthNoReload?: boolean }).hearthNoReload === true);

const title = 'Radiator in bedroom 2 is cold';
const reply = 'A plumber comes tomorrow between 9 and 11.';

describe('a tenant opens a support ticket and the manager answers, both live', () => {
  it('reaches the manager and comes back to the tenant without a reload', async () => {
    // The manager is on the Service Tickets board, with the bell in the header.
    const manager = await app.newPage();
    await logInAsManager(manager);
    await manager.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Service Tickets' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Service tickets' }).waitFor();
    const before = await unreadCount(manager);
    await markPage(manager);

    // The tenant opens a ticket, on a phone.
    const tenant = await app.newPage({ width: 390, height: 844 });
    await logInAsTenant(tenant, '/renter-support');
    await tenant.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    await tenant.getByRole('button', { name: 'Open a ticket' }).click();
    const form = tenant.getByRole('form', { name: 'Open a support ticket' });
    // Nothing filled in: each field says what it needs, and nothing is sent.
    await form.getByRole('button', { name: 'Send ticket' }).click();
    await form.getByText('Give the ticket a title.').waitFor();
    await form.getByText('Choose where in the home.').waitFor();
    // A document where photos are asked for is refused before any upload.
    await form.getByLabel('Photos (optional)').setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await form.getByText('lease.pdf cannot be uploaded here.', { exact: false }).waitFor();
    expect(await form.getByRole('combobox', { name: 'Where in the home' }).locator('option').allTextContents()).toContain('Bedroom 2');
    await form.getByRole('combobox', { name: 'Where in the home' }).selectOption({ label: 'Bedroom 2' });
    await form.getByRole('radio', { name: 'A tenant must be present' }).check();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Describe the problem').fill('No heat since Monday morning; the valve is open.');
    // A photo goes up with a progress bar, then is listed with Remove.
    await uploadFile(tenant, form.getByLabel('Photos (optional)'), 'Photos (optional)', 'radiator.png', 'image/png', SMALL_PNG);
    await form.getByRole('button', { name: 'Send ticket' }).click();
    await tenant.waitForURL(/[?&]ticket=\d+/);
    const ticket = tenant.getByRole('article', { name: title });
    await ticket.getByRole('list', { name: 'Timeline' }).getByText('No heat since Monday morning').waitFor();
    await ticket.getByRole('img', { name: 'Photo 1 from Tara' }).waitFor();
    await markPage(tenant);

    // The manager's bell counts it and the board lists it, without a reload.
    await expect.poll(() => unreadCount(manager), { timeout: 15_000 }).toBe(before + 1);
    const row = manager.getByRole('region', { name: `Tickets of ${home.title}` }).getByRole('link', { name: new RegExp(title) });
    await row.waitFor({ timeout: 15_000 });
    expect(await stillSamePage(manager)).toBe(true);

    // The bell's popover names it; the manager opens the ticket from the board.
    await manager.getByRole('button', { name: /^Notifications/ }).click();
    await manager.getByRole('region', { name: 'Notifications' }).getByText(title, { exact: false }).first().waitFor();
    await manager.keyboard.press('Escape');
    await row.click();
    const managed = manager.getByRole('article', { name: title });
    await managed.getByText('Bedroom 2', { exact: true }).waitFor();
    await managed.getByText('A tenant must be present', { exact: true }).waitFor();
    // The tenant's photo is there for the manager too, loaded from its signed address.
    const photo = managed.getByRole('img', { name: 'Photo 1 from Tara' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    // The manager replies, then starts the work.
    await managed.getByLabel('Your reply').fill(reply);
    await managed.getByRole('button', { name: 'Send reply' }).click();
    await managed.getByRole('list', { name: 'Timeline' }).getByText(reply).waitFor();
    await managed.getByRole('button', { name: 'Start work' }).click();
    await managed.getByText('In progress').first().waitFor();

    // The manager makes themself responsible; the board's row says so.
    await managed.getByRole('combobox', { name: 'Responsible' }).selectOption({ label: 'Marcus Reed (you)' });
    await row.getByText('Marcus is on it').waitFor();
    // The status filter: the ticket is in progress, not completed.
    await manager.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
    await manager.getByText('No tickets match these filters.').waitFor();
    await manager.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In progress' });
    await row.waitFor();

    // The tenant sees the reply, the new status and who is on it, without a reload.
    await ticket.getByRole('list', { name: 'Timeline' }).getByText(reply).waitFor({ timeout: 15_000 });
    await ticket.getByText('In progress').first().waitFor({ timeout: 15_000 });
    const responsible = ticket.locator('div').filter({ has: tenant.getByRole('term').filter({ hasText: 'Responsible' }) }).getByRole('definition');
    await expect.poll(() => responsible.textContent(), { timeout: 15_000 }).toBe('Marcus');
    expect(await stillSamePage(tenant)).toBe(true);
    // ... and their bell counts the manager's answer.
    await expect.poll(() => unreadCount(tenant), { timeout: 15_000 }).toBeGreaterThan(0);

    // The manager reads their notifications; the tenant's thanks arrives there live.
    await manager.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const list = manager.getByRole('list', { name: 'Notifications' });
    const itemsBefore = await list.getByRole('listitem').count();
    await ticket.getByLabel('Your reply').fill('Thank you, 9 works for me.');
    await ticket.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(itemsBefore + 1);
    expect(await stillSamePage(manager)).toBe(true);
    await manager.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => unreadCount(manager)).toBe(0);
    expect(await list.getByRole('button', { name: /^Mark .* as read$/ }).count()).toBe(0);

    // Email for the homes they manage: saved, and still set after a reload.
    const email = manager.getByRole('checkbox', { name: 'About homes you manage: by email' });
    const wasOn = await email.isChecked();
    await email.setChecked(!wasOn);
    await manager.getByRole('button', { name: 'Save settings' }).click();
    await manager.getByText('Settings saved.').waitFor();
    await manager.reload();
    expect(await manager.getByRole('checkbox', { name: 'About homes you manage: by email' }).isChecked()).toBe(!wasOn);
  }, 150_000); // two people and a dozen round trips: slow on a busy CI machine

  it('an open ticket reconnects after the gateway restarts, and catches up on what it missed', async () => {
    const tenantToken = await app.api.login('tenant');
    const opened = await app.api.call('POST', '/maintenance-tickets', {
      token: tenantToken,
      body: { building_id: home.buildingId, area: 'common_areas', access_requirement: 'no_access_needed', title: 'Front door lock sticks', description: 'It takes three tries to open.' },
    });
    expect(opened.statusCode).toBe(201);
    const id = (opened.json() as { id: number }).id;
    const tenant = await app.newPage();
    await logInAsTenant(tenant, '/renter-support');
    await tenant.goto(`/renter-support?ticket=${id}`);
    const ticket = tenant.getByRole('article', { name: 'Front door lock sticks' });
    await ticket.getByRole('list', { name: 'Timeline' }).getByText('It takes three tries to open.').waitFor();
    await markPage(tenant);

    // The gateway goes away (a deploy, a crash): the open streams break.
    const port = new URL(app.url).port;
    await app.gateway.close();
    // Meanwhile the manager answers (through the api): no gateway hears it now.
    const managerToken = await app.api.login('manager', 'manager');
    const reply = (body: string) => app.api.call('POST', `/maintenance-tickets/${id}/updates`, { token: managerToken, body: { body } });
    expect((await reply('A locksmith is booked for Friday.')).statusCode).toBe(201);
    // It comes back on the same address; the page reconnects by itself (backoff) and catches up.
    restarted = await startGateway(loadGatewayConfig({
      PORT: port, V20_API_URL: (app.api as typeof app.api & { url: string }).url, NODE_ENV: 'production', WEB_DIST_DIR: 'web/dist',
      PERSISTED_OPERATIONS_FILE: 'web/persisted-queries.json', WEBHOOK_SHARED_SECRET: app.api.deps.config.webhookSharedSecret!,
    }));
    // The page may be in its longest backoff wait when the gateway comes back (a restart is slow on a busy machine).
    const longestBackoff = backoffDelay(Number.POSITIVE_INFINITY, () => 1);
    await ticket.getByRole('list', { name: 'Timeline' }).getByText('A locksmith is booked for Friday.').waitFor({ timeout: longestBackoff + 20_000 });
    // ... and is live again.
    await restarted.webhookRegistered;
    expect((await reply('Friday at 10 is confirmed.')).statusCode).toBe(201);
    await ticket.getByRole('list', { name: 'Timeline' }).getByText('Friday at 10 is confirmed.').waitFor({ timeout: 15_000 });
    expect(await stillSamePage(tenant)).toBe(true);
  }, 150_000); // a restart and up to one longest backoff wait: slow on a busy CI machine
});
