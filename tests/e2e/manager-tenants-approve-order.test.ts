// Issue 17, the manager's Tenants page in Chromium: homes are ordered by what waits on the
// manager (a lease to countersign, CAT2, before an applicant to decide on, CAT1.5), so
// approving an applicant moves their home up. The page takes the new order at once (it
// reads the loaded homes again), the same order a reload shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { apply, listedRooms } from '../api/applications-helpers.js';
import { finishOnboarding } from '../api/lifecycle-actions-helpers.js';
import { query } from '../api/listings-helpers.js';
import { tokenFor } from '../support/api.js';
import { startApp, type App } from './support/app.js';
import { logInAsManager } from './support/managerHomes.js';

let app: App;
/** Two of the manager's homes, far down the id order, each with one applicant waiting: `first` has the lower id. */
let first: { title: string };
let second: { title: string };
beforeAll(async () => {
  app = await startApp();
  const rooms = (await listedRooms(app.api)).filter((r) => r.manager_email === 'manager@hearth.test');
  const homes = [...new Set(rooms.map((r) => r.building_id))].sort((a, b) => b - a).slice(0, 2).reverse();
  for (const [i, homeId] of homes.entries()) {
    const who = i === 0 ? 'tenant' : 'tenant2';
    const token = await tokenFor(app.api.deps, who);
    const application = await apply(app.api, token, `${who}@hearth.test`, rooms.find((r) => r.building_id === homeId)!);
    await finishOnboarding(app.api, token, application.id);
  }
  [first, second] = await Promise.all(homes.map(async (id) =>
    (await query<{ title: string }>(app.api, sql`SELECT title FROM buildings WHERE id = ${id}`))[0]!));
});
afterAll(() => app?.close());

const order = (page: Page) => page.getByRole('main').getByRole('region')
  .evaluateAll((sections) => sections.map((s) => s.querySelector('h2')?.textContent ?? ''));

describe('approving an applicant on the Tenants page', () => {
  it('moves the home to its new place in the page order without a reload', async () => {
    const page = await app.newPage();
    await logInAsManager(page);
    await page.goto('/manager/tenants');
    const homes = page.getByRole('main').getByRole('region');
    await homes.first().getByRole('heading', { level: 2, name: first.title }).waitFor();
    await homes.nth(1).getByRole('heading', { level: 2, name: second.title }).waitFor();

    // Approving the second home's applicant: it now waits on the manager's countersignature, first.
    await homes.nth(1).getByRole('button', { name: /^Approve / }).click();
    await homes.first().getByRole('heading', { level: 2, name: second.title }).waitFor();
    await homes.nth(1).getByRole('heading', { level: 2, name: first.title }).waitFor();
    const moved = await order(page);
    expect(new Set(moved).size).toBe(moved.length);

    await page.reload();
    await homes.first().getByRole('heading', { level: 2, name: second.title }).waitFor();
    expect(await order(page)).toEqual(moved);
  });
});
