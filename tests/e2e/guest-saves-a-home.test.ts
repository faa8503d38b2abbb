import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed/demo-users.js';
import { startApp, type App } from './support/app.js';
import { visibleHomes } from './support/listings.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

describe('a guest finds a home, logs in to save it, and finds it again', () => {
  it('browses, filters by city and budget, sorts by price, saves after logging in', async () => {
    const page = await app.newPage();
    await page.goto('/listings');
    await page.getByRole('heading', { level: 1, name: 'Find your room in a shared home' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect((await visibleHomes(page)).length).toBeGreaterThan(3);

    // A city page: the same browse screen with a city heading, only that city's homes.
    await page.getByLabel('City').selectOption({ label: 'Atlanta, GA' });
    await page.waitForURL('**/listings/ga/atlanta');
    await page.getByRole('heading', { level: 1, name: 'Rooms for rent in Atlanta, GA' }).waitFor();
    await expect.poll(async () => (await visibleHomes(page)).map((h) => h.place.endsWith(', GA'))).not.toContain(false);

    // A maximum budget, applied with Enter; it stays in the URL.
    await page.getByLabel('Maximum monthly budget in dollars').fill('950');
    await page.getByLabel('Maximum monthly budget in dollars').press('Enter');
    await page.waitForURL('**/listings/ga/atlanta?max_budget=950');
    await expect.poll(async () => {
      const homes = await visibleHomes(page);
      return homes.length > 0 && homes.every((h) => h.fromPrice <= 950 && h.place === 'Atlanta, GA');
    }).toBe(true);

    // Lowest price first: the prices read in order.
    await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
    await page.waitForURL('**/listings/ga/atlanta?max_budget=950&sort=budget_asc');
    await expect.poll(async () => {
      const prices = (await visibleHomes(page)).map((h) => h.fromPrice);
      return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
    }).toBe(true);

    // Open the cheapest home.
    const [cheapest] = await visibleHomes(page);
    await page.getByRole('article').first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: cheapest.title }).waitFor();
    const homePath = new URL(page.url()).pathname;
    expect(homePath).toMatch(/^\/listings\/id\/[\w-]+$/);
    await page.getByText('Base rent').first().waitFor();

    // As a guest, Save asks to log in first.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`**/login?desired_page=${encodeURIComponent(homePath)}`);

    await page.getByLabel('Email').fill('tenant@hearth.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click();

    // Back on the same home, signed in.
    await page.waitForURL(`**${homePath}`);
    await page.getByRole('heading', { level: 1, name: cheapest.title }).waitFor();
    await page.getByRole('button', { name: /Tara/ }).waitFor();

    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    const saved = page.getByRole('button', { name: 'Saved', exact: true });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    // The home is listed under the saved homes.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Saved/ }).click();
    await page.waitForURL('**/saved-listings');
    await page.getByRole('heading', { level: 1, name: 'Saved homes' }).waitFor();
    await page.getByRole('article').filter({ hasText: cheapest.title }).waitFor();
  });
});

describe('a long list of homes', () => {
  it('loads more homes when the visitor reaches the end, and with the Load more button', async () => {
    const page = await app.newPage();
    await page.goto('/listings');
    await page.getByRole('article').first().waitFor();
    const firstPage = await page.getByRole('article').count();

    // Keyboard and old-browser users: the button.
    await page.getByRole('button', { name: 'Load more homes' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(firstPage);
    const secondPage = await page.getByRole('article').count();

    // Everyone else: scrolling near the end.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(secondPage);

    // No home is shown twice.
    const titles = (await visibleHomes(page)).map((h) => h.title);
    const links = await page.getByRole('article').getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(links).size).toBe(links.length);
    expect(titles.length).toBe(links.length);
  });
});
