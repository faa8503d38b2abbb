// Issue 14: one visit, two screens. The manager's job page and the vendor's "My jobs"
// card word the visit of the same job the same way, in the home's zone
// (web/src/shared/visitWindow.ts), whatever zone the browser is in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { formatVisit } from '../../web/src/shared/visitWindow.js';
import { serviceTypeId } from '../api/service-marketplace-helpers.js';
import { startApp, type App } from './support/app.js';
import { logInAs } from './support/login.js';
import { logInAsManager } from './support/managerHomes.js';

let app: App;
let jobId: number;
let window: { scheduled_start: string; scheduled_end: string };
const gid = (id: number) => Buffer.from(`ServiceActivity:${id}`).toString('base64');

/** 15:00-17:00 UTC on the next day the demo company works (Monday to Saturday, 08:00-18:00 New York). */
function nextWorkingWindow() {
  for (let days = 1; ; days += 1) {
    const day = new Date(Date.now() + days * 86_400_000);
    if (day.getUTCDay() !== 0) {
      const iso = day.toISOString().slice(0, 10);
      return { scheduled_start: `${iso}T15:00:00Z`, scheduled_end: `${iso}T17:00:00Z` };
    }
  }
}

beforeAll(async () => {
  app = await startApp();
  const { api } = app;
  const [home] = await rows<{ id: number }>(api.deps.database.db, sql`
    SELECT b.id FROM buildings b JOIN users u ON u.id = b.manager_user_id
    WHERE lower(u.email) = ${demoUser('manager').email} AND b.region IN ('ga/atlanta', 'nc/charlotte', 'nc/durham', 'nc/raleigh', 'triad')
    ORDER BY b.id LIMIT 1`);
  const booked = await api.call('POST', '/service-activities', {
    token: await api.login('manager'),
    body: { building_id: home!.id, service_type_id: await serviceTypeId(api, null, 'Small repair'), access_requirement: 'landlord_present' },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  jobId = booked.json().id;
  // The demo company (multi's) takes and schedules it, as its screens would.
  const vendor = await api.login('multi', 'vendor');
  window = nextWorkingWindow();
  for (const [verb, body] of [['accept', {}], ['schedule', window]] as const) {
    const res = await api.call('POST', `/service-activities/${jobId}/${verb}`, { token: vendor, body });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 120_000);
afterAll(() => app?.close());

describe('the visit window of one job (issue 14)', () => {
  it('reads the same on the manager\'s job page and the vendor\'s card, in the home\'s zone', async () => {
    const words = formatVisit(window.scheduled_start, window.scheduled_end, 'America/New_York')!;
    expect(words).toMatch(/^\w{3}, \w{3} \d{1,2}, (10|11):00 AM – (12|1):00 PM E[SD]T$/);

    const manager = await app.newPage();
    await logInAsManager(manager);
    await manager.goto(`/manager/service/activities/${jobId}`);
    const visit = manager.getByRole('article').locator('dt:has-text("Visit") + dd');
    await visit.getByText(words, { exact: true }).waitFor();

    const vendor = await app.newPage();
    await logInAs(vendor, demoUser('multi').email, /^Vendor\b/, '/vendor/my-jobs');
    const card = vendor.locator(`[data-job-id="${gid(jobId)}"]`);
    await card.getByTestId('job-visit').getByText(words, { exact: true }).waitFor();

    expect(await card.getByTestId('job-visit').innerText()).toBe(await visit.innerText());
  });
});
