// Issue 14 wave 3: the vendor's job screens, end to end. The manager's booking and the
// second vendor's company are set up through the api (the OTHER parties); the demo
// vendor `multi` does everything it tests through the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rows, sql } from '../../api/db/client.js';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { finishOnboarding, providerBody, serviceTypeId, visitStarted } from '../api/service-marketplace-helpers.js';
import { startApp, type App } from './support/app.js';
import { logInAsManager, SMALL_PNG } from './support/managerHomes.js';
import { logInAs } from './support/login.js';

let app: App;
let jobId: number;
let homeId: number;
let street: string;
let city: string;
const NOTE = `E2E small repair ${Date.now()}`;
const gid = (id: number) => Buffer.from(`ServiceActivity:${id}`).toString('base64');
// The access code is words, not digits: the note carries Date.now(), whose digits may hold any 4-digit code.
const ACCESS_NOTES = 'Lockbox on the back door, code PINE-CONE';
const SHOTS = process.env.E2E_SHOTS_DIR;
/** A screenshot at phone width (390) and desktop width (1280), when E2E_SHOTS_DIR is set. */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
const card = (page: Page) => page.locator(`[data-job-id="${gid(jobId)}"]`);

/** A day at least two days ahead that the demo company is open (Monday to Saturday), YYYY-MM-DD. */
function openDayAhead(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  app = await startApp();
  const { api } = app;
  // A home of the demo manager on the East Coast (its zone: America/New_York, as the company's hours).
  const [home] = await rows<{ id: number; region: string; street: string; city: string }>(api.deps.database.db, sql`
    SELECT b.id, b.region, b.street, b.city FROM buildings b JOIN users u ON u.id = b.manager_user_id
    WHERE lower(u.email) = ${demoUser('manager').email} AND b.region IN ('ga/atlanta', 'nc/charlotte', 'nc/durham', 'nc/raleigh', 'triad')
    ORDER BY b.id LIMIT 1`);
  ({ street, city } = home!);
  // The second vendor: the demo `vendor`, onboarded for the same trade and region.
  const vendorToken = await api.login('vendor');
  const created = await api.call('POST', '/residential-service-providers', { token: vendorToken, body: providerBody(home!.region) });
  expect(created.statusCode, created.body).toBe(201);
  await finishOnboarding(api, vendorToken, created.json().id);
  // The manager books a small repair.
  homeId = home!.id;
  jobId = await book(NOTE);
}, 120_000);

/** The manager books a small repair of the home (setup of the other party, through the api). */
async function book(notes: string): Promise<number> {
  const booked = await app.api.call('POST', '/service-activities', {
    token: await app.api.login('manager'),
    body: { building_id: homeId, service_type_id: await serviceTypeId(app.api, null, 'Small repair'), access_requirement: 'none_vendor_direct_access', access_notes: ACCESS_NOTES, notes },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().id;
}
afterAll(() => app?.close());

describe('the vendor job screens (issue 14)', () => {
  let other: Page;

  it('a second vendor sees the offer without its address', async () => {
    other = await app.newPage({ width: 390, height: 844 });
    await logInAs(other, demoUser('vendor').email, /^Vendor\b/, '/vendor/jobs');
    await card(other).waitFor();
    const text = await card(other).innerText();
    expect(text).toContain(NOTE);
    expect(text).toContain(city);
    expect(text).not.toContain(street);
    expect(text).not.toContain('Lockbox');
    expect(text).not.toContain('PINE-CONE');
    expect(text).toContain('Eastern Time (America/New_York)');
  });

  it('multi finds the job, filters, accepts it', async () => {
    const page = await app.newPage();
    await logInAs(page, demoUser('multi').email, /^Vendor\b/, '/vendor/jobs');
    await card(page).waitFor();
    // Live: a job booked now shows up without a reload (serviceActivityUpdated feed).
    const later = await book('A second repair, booked while the page is open');
    await page.locator(`[data-job-id="${gid(later)}"]`).getByText('A second repair, booked while the page is open').waitFor();
    // Filters are kept in the URL; a category that is not the job's hides it.
    await page.getByLabel('Category').selectOption('APPLICANT_TOURS');
    await page.waitForURL((url) => url.searchParams.get('category') === 'APPLICANT_TOURS');
    await card(page).waitFor({ state: 'detached' });
    await page.getByLabel('Category').selectOption('SMALL_REPAIRS');
    await card(page).waitFor();
    await card(page).getByRole('button', { name: 'Accept job' }).click();
    await page.getByTestId('jobs-notice').getByText(/You accepted/).waitFor();
    expect(await card(page).count()).toBe(0);
  });

  it('the second vendor, accepting the same job from a stale page, is told it was taken and the card goes', async () => {
    await card(other).getByRole('button', { name: 'Accept job' }).click();
    await other.getByTestId('jobs-notice').getByText(/was taken by another vendor first/).waitFor();
    expect(await card(other).count()).toBe(0);
  });

  it('multi schedules it in the home\'s time zone (a past day is refused at the field) and hands it in', async () => {
    const page = await app.newPage();
    await logInAs(page, demoUser('multi').email, /^Vendor\b/, '/vendor/my-jobs');
    const job = card(page);
    await job.waitFor();
    // Held: the full address and access details.
    expect(await job.getByTestId('job-address').innerText()).toContain(street);
    expect(await job.innerText()).toContain(ACCESS_NOTES);
    await job.getByRole('button', { name: 'Schedule visit' }).click();
    const form = job.getByRole('form', { name: 'Schedule the visit' });
    await form.getByText('Eastern Time (America/New_York)').waitFor();
    await form.getByLabel('Day').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    await form.getByLabel('Starts').fill('10:00');
    await form.getByLabel('Ends').fill('12:00');
    await form.getByRole('button', { name: 'Save visit' }).click();
    await form.getByText('The visit must start in the future.').waitFor();
    await form.getByLabel('Day').fill(openDayAhead());
    await form.getByRole('button', { name: 'Save visit' }).click();
    await form.waitFor({ state: 'detached' });
    await job.getByTestId('job-visit').getByText(/10:00 AM – 12:00 PM E[SD]T/).waitFor();
    expect(await job.getByTestId('job-status').innerText()).toBe('Scheduled');

    // Live (serviceActivityUpdated): the manager clears the visit; the card follows without a reload.
    const cleared = await app.api.call('POST', `/service-activities/${jobId}/unschedule`, { token: await app.api.login('manager') });
    expect(cleared.statusCode, cleared.body).toBe(200);
    await job.getByTestId('job-visit').getByText('Not scheduled yet').waitFor();
    await job.getByRole('button', { name: 'Schedule visit' }).click();
    await form.getByLabel('Day').fill(openDayAhead());
    await form.getByLabel('Starts').fill('13:00');
    await form.getByLabel('Ends').fill('15:30');
    await form.getByRole('button', { name: 'Save visit' }).click();
    await job.getByTestId('job-visit').getByText(/1:00 PM – 3:30 PM E[SD]T/).waitFor();

    // On the way: an ETA outside 1..240 is refused at the field; a good one shows on the card, and a second replaces it.
    await job.getByRole('button', { name: 'On my way' }).click();
    const onMyWay = job.getByRole('form', { name: 'On my way' });
    await onMyWay.getByLabel('Arriving in (minutes, optional)').fill('500');
    await onMyWay.getByRole('button', { name: 'Send' }).click();
    await onMyWay.getByText('Give 1 to 240 minutes, or leave it empty.').waitFor();
    await onMyWay.getByLabel('Arriving in (minutes, optional)').fill('25');
    await onMyWay.getByRole('button', { name: 'Send' }).click();
    await job.getByTestId('job-on-my-way').getByText(/On the way since \d{1,2}:\d{2} [AP]M E[SD]T · about 25 minutes/).waitFor();
    await job.getByRole('button', { name: 'Update ETA' }).click();
    await onMyWay.getByLabel('Arriving in (minutes, optional)').fill('10');
    await onMyWay.getByRole('button', { name: 'Send new ETA' }).click();
    await job.getByTestId('job-on-my-way').getByText(/about 10 minutes/).waitFor();
    await shots(page, 'vendor-on-my-way');

    // Work is handed in once the visit has started: the fixture moves the visit to now.
    await visitStarted(app.api, jobId);
    await page.reload();
    await job.getByRole('button', { name: 'Hand in work' }).click();
    const handIn = job.getByRole('form', { name: 'Hand in the work' });
    await handIn.getByLabel('Notes').fill('Fixed the sticking door.');
    await handIn.getByRole('button', { name: 'Add checklist item' }).click();
    await handIn.getByLabel('Item 1', { exact: true }).fill('Door closes');
    // Done needs a photo: refused next to the photo field before anything is sent.
    await handIn.getByRole('button', { name: 'Hand in' }).click();
    await handIn.getByText('Add at least one photo of the finished work.').waitFor();
    const photoField = handIn.getByLabel('Photos of the work (at least 1, up to 20)');
    await photoField.setInputFiles({ name: 'door-before.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await handIn.getByRole('img', { name: 'Photo 1: door-before.png' }).waitFor();
    await handIn.getByRole('button', { name: 'Remove door-before.png' }).click();
    await handIn.getByRole('img', { name: 'Photo 1: door-before.png' }).waitFor({ state: 'detached' });
    await photoField.setInputFiles({ name: 'door-fixed.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await handIn.getByRole('img', { name: 'Photo 1: door-fixed.png' }).waitFor();
    await shots(page, 'vendor-hand-in');
    await handIn.getByRole('button', { name: 'Hand in' }).click();
    await job.getByTestId('job-status').getByText('Handed in, being checked').waitFor();
    expect(await job.innerText()).toContain('Fixed the sticking door.');
    // The card shows the photo handed in, through its signed address.
    const sent = job.getByRole('list', { name: 'Photos you handed in' }).getByRole('img', { name: /Photo 1 of 1: door-fixed\.png/ });
    await sent.waitFor();
    await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  });

  it('the manager sees the photo in the job\'s detail', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    await logInAsManager(page);
    await page.goto(`/manager/service/activities/${jobId}`);
    const photo = page.getByRole('list', { name: 'Photos of the work' }).getByRole('img', { name: /Photo 1 of 1: door-fixed\.png/ });
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await page.getByText('Vendor on the way').first().waitFor(); // the timeline keeps the step
    await shots(page, 'manager-job-photos');
  });

  it('the second vendor never sees the job or its address again', async () => {
    await other.goto('/vendor/my-jobs');
    await other.getByTestId('my-jobs-empty').waitFor();
    expect(await other.getByText(street).count()).toBe(0);
    const res = await app.api.call('GET', `/service-activities/${jobId}`, { token: await app.api.login('vendor') });
    expect(res.statusCode).toBe(404);
  });
});
