import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';
import { browseScreen } from './support/listings.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

/** The value shown under a figure's label on a city guide. */
const figure = (page: import('playwright-core').Page, label: string) =>
  page.locator('dl div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');

describe('a visitor reads a city guide and estimates a rent', () => {
  it('the Atlanta guide counts exactly the homes on the Atlanta listing page, and the rent estimate answers', async () => {
    const page = await app.newPage();
    await page.goto('/locations/atlanta-city-guide');
    await page.getByRole('heading', { level: 1, name: 'Renting a room in Atlanta, GA' }).waitFor();
    expect(await page.title()).toContain('Atlanta city guide');
    await page.getByRole('heading', { name: 'Neighbourhoods' }).waitFor();
    await page.getByRole('heading', { name: 'Old Fourth Ward' }).waitFor();
    await page.getByText(/MARTA's four rail lines/).waitFor();

    const homesListed = Number(await figure(page, 'Homes listed').textContent());
    expect(homesListed).toBeGreaterThan(0);
    expect(Number(await figure(page, 'Rooms free to move into now').textContent())).toBeGreaterThanOrEqual(0);
    expect(await figure(page, 'Median room rent').textContent()).toMatch(/^\$[\d,]+\/mo$/);

    // One fact, one source: the guide's count is the number of cards on /listings/ga/atlanta.
    await page.getByRole('link', { name: `See ${homesListed} homes in Atlanta` }).click();
    await page.waitForURL('**/listings/ga/atlanta');
    await browseScreen(page, 'Rooms for rent in Atlanta, GA');
    const more = page.getByRole('button', { name: 'Load more homes' });
    // Every page of cards: the button (or scrolling) until neither a button nor a loading indicator is left
    // and the count has settled.
    let last = -1;
    await expect.poll(async () => {
      if (await more.isVisible()) await more.click({ timeout: 2_000 }).catch(() => undefined);
      await page.waitForTimeout(400);
      const count = await page.getByRole('article').count();
      const settled = count === last && (await more.count()) === 0 && (await page.getByText('Loading more…').count()) === 0;
      last = count;
      return settled;
    }, { timeout: 40_000 }).toBe(true);
    expect(await page.getByRole('article').count()).toBe(homesListed);

    // The rent estimate for a room in Atlanta: a range, a median and the count it rests on.
    await page.goto('/rent-estimate');
    await page.getByRole('heading', { level: 1, name: 'What does a room rent for?' }).waitFor();
    await page.getByLabel('City').selectOption({ label: 'Atlanta, GA' });
    await page.getByRole('button', { name: 'Estimate the rent' }).click();
    await page.waitForURL('**/rent-estimate?city=ATLANTA');
    await page.getByText(/^A room in Atlanta rents for \$[\d,]+ to \$[\d,]+ a month\.$/).waitFor();
    await page.getByText(/^Median \$[\d,]+ a month, based on \d+ rooms listed on Hearth/).waitFor();

    // A narrow choice the city has too few rooms for is answered honestly, not with a guess.
    await page.getByLabel('Room size').selectOption('small');
    await page.getByLabel('Bathroom').selectOption('private');
    await page.getByRole('button', { name: 'Estimate the rent' }).click();
    await page.waitForURL('**/rent-estimate?city=ATLANTA&size=small&bath=private');
    await page.getByText(/rents for|Too few rooms to say\./).first().waitFor();
  });
});

describe('a homeowner compares renting whole and by the room', () => {
  it('gets both figures side by side, saves the estimate and carries it to /list', async () => {
    const page = await app.newPage();
    await page.goto('/coliving-estimate');
    await page.getByRole('heading', { level: 1, name: 'Whole home or room by room?' }).waitFor();

    // Bad input is named field by field.
    await page.getByLabel('Bedrooms').fill('0');
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.getByText('Enter the number of bedrooms, 1 to 12.').waitFor();
    await page.getByText('Enter a monthly rent in dollars, between $100 and $100,000.').waitFor();

    await page.getByLabel('City').selectOption({ label: 'Durham, NC' });
    await page.getByLabel('Bedrooms').fill('4');
    await page.getByLabel('Bathrooms').fill('2');
    await page.getByLabel('Whole-home rent').fill('2,400');
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.getByRole('heading', { name: 'Your home in Durham' }).waitFor();
    await page.getByRole('heading', { name: 'Whole home', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Room by room', exact: true }).waitFor();
    await page.getByRole('row', { name: /At 92% occupancy/ }).waitFor();
    await page.getByText('Hearth charges homeowners no separate fee.', { exact: false }).waitFor();
    const kept = await page.getByRole('row', { name: /You keep a month/ }).last().getByRole('cell').textContent();
    expect(kept).toMatch(/^\$[\d,]+$/);
    await page.getByText(/^Renting (by the room|it whole) would bring about/).waitFor();

    // Saved on the device: back on the page later, it is offered again.
    await page.getByRole('button', { name: 'Save this estimate' }).click();
    await page.getByText('Saved on this device.', { exact: false }).waitFor();
    await page.reload();
    const saved = page.getByRole('region', { name: 'Your saved estimate' });
    await saved.getByText(/4 bedrooms in Durham/).waitFor();
    await saved.getByRole('button', { name: 'Show it again' }).click();
    await page.getByRole('heading', { name: 'Your home in Durham' }).waitFor();

    // On to listing, carrying the figures.
    await page.getByRole('main').getByRole('link', { name: 'List your home' }).click();
    await page.waitForURL((url) => url.pathname === '/list' && url.searchParams.get('bedrooms') === '4');
    await page.getByRole('heading', { level: 1, name: 'List your home on Hearth' }).waitFor();
    const note = page.getByLabel('Your co-living estimate');
    await note.getByText(/4 bedrooms in Durham/).waitFor();
    expect(await note.textContent()).toContain('against $2,400 rented whole');
  });
});
