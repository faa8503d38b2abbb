import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';
import { logInAsRenter } from './support/login.js';

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
