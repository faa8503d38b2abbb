// Issue 17, the manager's Tenants page a page of homes at a time, in Chromium: the demo
// manager runs more homes than one page holds; a home far down the list with an applicant
// waiting comes first, and "Show more homes" adds the next homes below, none twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apply, listedRooms } from '../api/applications-helpers.js';
import { finishOnboarding } from '../api/lifecycle-actions-helpers.js';
import { query } from '../api/listings-helpers.js';
import { tokenFor } from '../support/api.js';
import { startApp, type App } from './support/app.js';
import { logInAsManager } from './support/managerHomes.js';

let app: App;
let waiting: { title: string };
beforeAll(async () => {
  app = await startApp();
  // The manager's home with the highest id gets an applicant: by id it would be on the last page.
  const rooms = (await listedRooms(app.api)).filter((r) => r.manager_email === 'manager@hearth.test');
  const room = rooms.reduce((a, b) => (b.building_id > a.building_id ? b : a));
  const token = await tokenFor(app.api.deps, 'tenant');
  const application = await apply(app.api, token, 'tenant@hearth.test', room);
  await finishOnboarding(app.api, token, application.id);
  [waiting] = await query<{ title: string }>(app.api, sql`SELECT title FROM buildings WHERE id = ${room.building_id}`);
});
afterAll(() => app?.close());

describe('the manager\'s Tenants page', () => {
  it('shows homes waiting on the manager first, and more homes on "Show more homes"', async () => {
    const page = await app.newPage();
    await logInAsManager(page);
    await page.goto('/manager/tenants');
    await page.getByRole('heading', { level: 1, name: 'Tenants' }).waitFor();
    const homes = page.getByRole('main').getByRole('region');
    await homes.first().getByRole('heading', { level: 2, name: waiting.title }).waitFor();
    await homes.first().getByText('Waiting for your decision').waitFor();

    const before = await homes.count();
    expect(before).toBeGreaterThanOrEqual(10);
    await page.getByRole('button', { name: 'Show more homes' }).click();
    await homes.nth(before).waitFor();
    const titles = await homes.evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-labelledby')));
    expect(titles.length).toBeGreaterThan(before);
    expect(new Set(titles).size).toBe(titles.length);
    // The waiting home stays first and appears once.
    await homes.first().getByRole('heading', { level: 2, name: waiting.title }).waitFor();
  });
});
