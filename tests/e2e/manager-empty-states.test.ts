// A homeowner new to Hearth, before their first home: every manager page that lists
// homes says so and offers the way forward (Add a home), on a phone without the card
// touching the screen's edges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';
import { createAccount, freshEmail } from './support/journey.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const PHONE = { width: 375, height: 812 };

describe('a new homeowner with no home yet', () => {
  it('finds "No homes yet" and Add a home on the Tenants, Service, Listings and Overview pages', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/list');
    await page.getByRole('link', { name: 'Start listing' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await createAccount(page, freshEmail('empty-manager'), (url) => url.pathname === '/list');
    await page.getByRole('button', { name: 'Start listing' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/manager/'));

    for (const path of ['/manager/tenants', '/manager/service', '/manager/listings', '/manager']) {
      await page.goto(path);
      const empty = page.getByRole('heading', { level: 1, name: 'No homes yet' });
      await empty.waitFor();
      const card = page.locator('section').filter({ has: empty });
      const box = (await card.boundingBox())!;
      expect(box.x, `${path}: left gutter`).toBeGreaterThanOrEqual(12);
      expect(PHONE.width - (box.x + box.width), `${path}: right gutter`).toBeGreaterThanOrEqual(12);
      expect(await card.getByRole('link', { name: 'Add a home' }).getAttribute('href'), path).toBe('/manager/listings/new');
    }

    await page.getByRole('link', { name: 'Add a home' }).click();
    await page.waitForURL((url) => url.pathname === '/manager/listings/new');
  });
});
