// Issue 14 wave 3: the vendor's job screens, end to end. The manager's booking and the
// second vendor's company are set up through the api (the OTHER parties); the demo
// vendor `multi` does everything it tests through the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rows, sql } from '../../api/db/client.js';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { finishOnboarding, providerBody, serviceTypeId, visitStarted } from '../api/service-marketplace-helpers.js';
import { startApp, type App } from './support/app.js';
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

    // Work is handed in once the visit has started: the fixture moves the visit to now.
    await visitStarted(app.api, jobId);
    await page.reload();
    await job.getByRole('button', { name: 'Hand in work' }).click();
    const handIn = job.getByRole('form', { name: 'Hand in the work' });
    await handIn.getByLabel('Notes').fill('Fixed the sticking door.');
    await handIn.getByRole('button', { name: 'Add checklist item' }).click();
    await handIn.getByLabel('Item 1', { exact: true }).fill('Door closes');
    await handIn.getByRole('button', { name: 'Hand in' }).click();
    await job.getByTestId('job-status').getByText('Handed in, being checked').waitFor();
    expect(await job.innerText()).toContain('Fixed the sticking door.');
  });

  it('the second vendor never sees the job or its address again', async () => {
    await other.goto('/vendor/my-jobs');
    await other.getByTestId('my-jobs-empty').waitFor();
    expect(await other.getByText(street).count()).toBe(0);
    const res = await app.api.call('GET', `/service-activities/${jobId}`, { token: await app.api.login('vendor') });
    expect(res.statusCode).toBe(404);
  });
});
