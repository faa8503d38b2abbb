import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';
import { logInAs, logInAsRenter } from './support/login.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const PHONE = { width: 390, height: 844 };

/** Where the sticky header ends, and where the focused field and its label are, in the viewport. */
const focusedFieldBox = (page: Page) => page.evaluate(() => {
  const field = document.activeElement as HTMLInputElement;
  const label = document.querySelector(`label[for="${field.id}"]`)!;
  return {
    name: field.name,
    headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    labelTop: label.getBoundingClientRect().top,
  };
});

describe('an invalid field the form scrolls to', () => {
  it('on a phone, stops below the sticky header with its label in sight (apply form)', async () => {
    const page = await app.newPage(PHONE);
    await logInAsRenter(page, 'tenant2', '/listings');
    const listing = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
    await page.goto(`${listing}/apply`);
    const form = page.getByRole('form', { name: 'Application' });
    await form.getByRole('radio').first().check();
    await form.getByLabel('Promo code (optional)').fill('SPRING');
    // The applicant has scrolled down the form: the move-in date has gone under the sticky header.
    const moveIn = form.getByLabel('Move-in date');
    await moveIn.evaluate((input) => window.scrollBy(0, input.getBoundingClientRect().top - 8));
    const hidden = await moveIn.evaluate((input) => ({
      top: input.getBoundingClientRect().top, headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }));
    expect(hidden.top).toBeLessThan(hidden.headerBottom);

    await form.getByLabel('Promo code (optional)').press('Enter');
    await form.getByText('Choose your move-in date.').waitFor();
    const box = await focusedFieldBox(page);
    expect(box.name).toBe('moveInDate');
    expect(box.labelTop).toBeGreaterThanOrEqual(box.headerBottom);
  });
});

/** Every checkbox and radio on the page that is not the square box its style gives it. */
const squeezedBoxes = (page: Page) => page.evaluate(() => [...document.querySelectorAll('input[type=checkbox], input[type=radio]')]
  .map((box) => ({ label: box.closest('label')?.textContent?.trim().slice(0, 40), ...box.getBoundingClientRect().toJSON() }))
  .filter((b) => b.width > 0 && (b.width < 16 || Math.abs(b.width - b.height) > 0.5)));

describe('shared layout', () => {
  it('a checkbox or radio with a long label keeps its size on a phone (roommate preference on /profile)', async () => {
    const page = await app.newPage({ width: 320, height: 700 });
    await logInAsRenter(page, 'tenant', '/profile');
    const preference = page.getByRole('radio', { name: /^Balanced/ });
    await preference.waitFor();
    expect(await squeezedBoxes(page)).toEqual([]);
  });

  it('a manager\'s profile speaks to a manager; a renter\'s asks for the roommate profile', async () => {
    const manager = await app.newPage();
    await logInAs(manager, 'manager@hearth.test', /^Homeowner\b/, '/profile');
    const form = manager.getByRole('form', { name: 'Your profile' });
    await form.getByLabel('First name').waitFor();
    const main = (await manager.getByRole('main').textContent())!;
    expect(main).toContain('as your tenants, applicants and co-managers see them');
    expect(main).not.toMatch(/apply for a room|when you apply|housemates look for/);
    expect(await form.getByLabel('Occupation').count()).toBe(0);
    await form.getByLabel('Phone').fill('(919) 555-0142');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('Your profile is saved.').waitFor();

    const renter = await app.newPage();
    await logInAsRenter(renter, 'tenant', '/profile');
    await renter.getByRole('form', { name: 'Your profile' }).getByLabel('Occupation').waitFor();
    expect(await renter.getByRole('main').textContent()).toContain('when you apply for a room');
  });

  it('/manager/promote-listings gives each home the width of the page on a desktop', async () => {
    const page = await app.newPage();
    await logInAs(page, 'manager@hearth.test', /^Homeowner\b/, '/manager/promote-listings');
    const homes = page.getByRole('list', { name: 'Your listed homes' });
    const link = homes.getByRole('article').first().getByLabel('Share link');
    await link.waitFor();
    const width = async (locator: typeof link) => (await locator.boundingBox())!.width;
    // The link field takes most of the card, beside its buttons (not a 220px column).
    expect(await width(link)).toBeGreaterThan(0.5 * await width(homes));
    expect(await link.inputValue()).toMatch(/\/listings\/id\/\d+$/);
  });
});
