// What a newcomer noticed on the public pages and /list on a first walk (fresh server, new user, 375 px), fixed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const PHONE = { width: 375, height: 812 };

describe('a newcomer on a phone', () => {
  it('a maximum budget below the minimum is named next to the field, not dropped', async () => {
    const page = await app.newPage();
    await page.goto('/listings');
    await page.getByLabel('Minimum monthly budget in dollars').fill('900');
    await page.getByLabel('Maximum monthly budget in dollars').fill('500');
    await page.getByLabel('Maximum monthly budget in dollars').press('Enter');
    await page.getByText('The maximum ($500) is below the minimum ($900): enter a maximum of at least $900.').waitFor();
  });

  it('a partner meeting in the past is refused with a clear message', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/partner-meeting');
    await page.getByLabel('A day that suits you (optional)').fill('2020-01-15');
    await page.getByRole('button', { name: /Send|Request|Book/ }).first().click();
    await page.getByText('Choose a meeting date from today on: this date is in the past.').waitFor();
  });

  it('the homeowner tabs keep the active one in sight; Save this estimate is a button; /list carries the estimate to sign-up as a homeowner', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/homeowners/safety');
    const active = page.getByRole('navigation', { name: 'Homeowner pages' }).getByRole('link', { name: /safety/i });
    const box = (await active.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    await page.goto('/coliving-estimate');
    await page.getByLabel('City').selectOption({ label: 'Durham, NC' });
    await page.getByLabel('Bedrooms').fill('4');
    await page.getByLabel('Bathrooms').fill('2');
    await page.getByLabel('Whole-home rent').fill('2,400');
    await page.getByRole('button', { name: 'Compare' }).click();
    const save = page.getByRole('button', { name: 'Save this estimate' });
    await save.waitFor();
    // A bordered button, not bold text.
    expect(await save.evaluate((b) => getComputedStyle(b).borderTopStyle)).not.toBe('none');
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await page.getByText(/Saved on this device/).waitFor();

    // Plain /list shows the saved estimate, and Start listing keeps it and preselects Homeowner.
    await page.goto('/list');
    await page.getByLabel('Your co-living estimate').getByText(/4 bedrooms in Durham/).waitFor();
    await page.getByRole('link', { name: 'Start listing' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const desired = new URL(page.url()).searchParams.get('desired_page')!;
    expect(desired).toMatch(/^\/list\?from=coliving-estimate&city=DURHAM&bedrooms=4/);
    expect(await page.getByRole('radio', { name: /Homeowner/ }).isChecked()).toBe(true);
  });

  it('a new renter has no Developers link in the menu, and login has no hydration warning', async () => {
    const page = await app.newPage(PHONE);
    const warnings: string[] = [];
    page.on('console', (m) => { if (/HydrateFallback/.test(m.text())) warnings.push(m.text()); });
    await page.goto('/login?tab=register');
    await page.getByLabel('Email').fill(`renter-${Date.now()}@hearth.test`);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL('**/listings');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('link', { name: 'Developers' }).count()).toBe(0);
    await page.goto('/forgot-password');
    await page.goto('/nonexistent-page');
    await page.getByText("We couldn't find that page").waitFor();
    expect(warnings).toEqual([]);
  });
});
