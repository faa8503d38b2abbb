// /applications/{id} in Chromium: a newcomer applies for a room, opens the
// application from their list and finds the same room, dates, rent and status there,
// the timeline with the submission dated, what is left to do, and withdraws it with
// a reason; another tenant opening the same address reads "not found".
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type App } from './support/app.js';
import { createAccount, escapeRegExp, freshEmail, monthsAfter } from './support/journey.js';
import { openHome } from './support/listings.js';
import { logInAsRenter } from './support/login.js';
import { tokenFor } from '../support/api.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const SHOTS = process.env.SCREENSHOT_DIR;
async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** What the second test needs from the first: the application's address. */
const shared: { path?: string } = {};

describe('the application page', () => {
  it('a newcomer applies, opens the application from the list, reads where it stands and withdraws it', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await createAccount(page, freshEmail('application-page'), '**/listings');

    // Apply for the first room of the first home.
    const homeTitle = await openHome(page, page.getByRole('article').first().getByRole('link').first());
    const bedrooms = page.getByRole('region', { name: 'Bedrooms' });
    const roomName = (await bedrooms.getByRole('heading', { level: 3 }).first().textContent())!.trim();
    await bedrooms.getByRole('link', { name: new RegExp(`^Apply for this room\\s*:\\s*${escapeRegExp(roomName)}$`) }).click();
    await page.getByRole('heading', { level: 1, name: 'Apply for a room' }).waitFor();
    const moveIn = page.getByLabel('Move-in date');
    const moveInDate = monthsAfter((await moveIn.getAttribute('min'))!, 1);
    await moveIn.fill(moveInDate);
    await page.getByLabel('Move-out date').fill(monthsAfter(moveInDate, 12));
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL((url) => url.pathname === '/renter-screening');

    // The list: the card's rent and status.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
    await page.waitForURL((url) => url.pathname === '/applications');
    const title = `${roomName} at ${homeTitle}`;
    const card = page.getByRole('article', { name: title });
    const listLine = (await card.locator('p.muted').first().textContent())!;
    const listRent = listLine.match(/\$[\d,]+(?:\.\d\d)?\/mo/)?.[0];
    expect(listRent).toBeTruthy();
    const listStatus = (await card.getByText('In progress', { exact: true }).textContent())!.trim();

    // The page, opened from the list.
    await card.getByRole('link', { name: `Open application: ${title}` }).click();
    await page.waitForURL(/\/applications\/\d+$/);
    shared.path = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect((await page.getByTestId('application-status').textContent())!.trim()).toBe(listStatus);
    expect((await page.getByTestId('application-rent').textContent())!.trim()).toBe(listRent);
    const room = page.getByRole('region', { name: 'The room' });
    await room.getByText(roomName, { exact: true }).waitFor();
    const dateWords = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await room.getByText(dateWords(moveInDate), { exact: true }).waitFor();
    await room.getByText(dateWords(monthsAfter(moveInDate, 12)), { exact: true }).waitFor();
    await room.getByText('$45, not paid yet').waitFor();

    // The timeline: submitted today, the rest not yet.
    const timeline = page.getByRole('list', { name: 'Steps of this application' });
    const submitted = timeline.getByRole('listitem').filter({ hasText: 'Application submitted' });
    expect(await submitted.locator('time').count()).toBe(1);
    expect(await timeline.getByRole('listitem').filter({ hasText: 'Sent to the homeowner' }).textContent()).toContain('Not yet');

    // What is left: the onboarding steps, screening first, with a way there.
    const progress = page.getByRole('region', { name: /steps? left/ });
    expect(await progress.locator('li[aria-current="step"]').textContent()).toMatch(/^Screening/);
    expect(await progress.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/renter-screening');
    await page.getByRole('button', { name: 'Pay application fee ($45)' }).waitFor();

    // The homeowner's side (here staff) asks for something about this application: it shows on the page, and is answered there.
    const lifecycleId = shared.path.split('/').at(-1)!; // the REST id is the address's last part
    const asked = await app.api.call('POST', `/lifecycles/${lifecycleId}/information-requests`, {
      token: await tokenFor(app.api.deps, 'staff'),
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: { kind: 'identity_document_request', message: 'Please add a photo of the back of your licence.' },
    });
    expect(asked.statusCode).toBe(201);
    await page.reload();
    const asks = page.getByRole('region', { name: 'The homeowner asks' });
    await asks.getByText('Please add a photo of the back of your licence.').waitFor();
    await asks.getByLabel('Your answer').fill('Added it to my ID verification this morning.');
    await asks.getByRole('button', { name: 'Send answer' }).click();
    const answered = page.getByRole('region', { name: 'Requests you answered' });
    await answered.getByText(/Answered: “Added it to my ID verification this morning\.”/).waitFor();
    expect(await page.getByRole('region', { name: 'The homeowner asks' }).count()).toBe(0);

    await screenshot(page, 'application-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'application-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A promo code: an unknown one is refused by the field, a real one applied, then taken off again.
    const room2 = page.getByRole('region', { name: 'The room' });
    const promo = room2.getByRole('form', { name: 'Add a promo code' });
    await promo.getByLabel('Promo code').fill('NOSUCHCODE');
    await promo.getByRole('button', { name: 'Add' }).click();
    await expect.poll(async () => promo.getByLabel('Promo code').getAttribute('aria-invalid')).toBe('true');
    await promo.getByLabel('Promo code').fill('first50');
    await promo.getByRole('button', { name: 'Add' }).click();
    await room2.getByText('Promo code FIRST50 applied').waitFor();
    await room2.getByRole('button', { name: 'Remove' }).click();
    await room2.getByRole('form', { name: 'Add a promo code' }).waitFor();
    expect(await room2.getByText('Promo code FIRST50 applied').count()).toBe(0);

    // The fee, paid on the page: the step gets its date; the onboarding steps still remain.
    await page.getByRole('button', { name: 'Pay application fee ($45)' }).click();
    const fee = page.getByRole('form', { name: 'Pay the application fee' });
    await fee.getByLabel('Card number').fill('4242 4242 4242 4242');
    await fee.getByLabel('Expiry month').fill('12');
    await fee.getByLabel('Expiry year').fill('2034');
    await fee.getByLabel('Security code').fill('123');
    await screenshot(page, 'application-fee-form-1280');
    await fee.getByRole('button', { name: 'Pay $45' }).click();
    await room2.getByText(/^\$45, paid [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    // A confirmation says the payment went through, until dismissed.
    const paid = page.getByRole('status', { name: 'Payment received' });
    await paid.waitFor();
    expect(await paid.textContent()).toMatch(/application fee of \$45 is paid/);
    await paid.getByRole('button', { name: 'Dismiss' }).click();
    await paid.waitFor({ state: 'detached' });
    expect(await timeline.getByRole('listitem').filter({ hasText: 'Application fee paid' }).locator('time').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Pay application fee ($45)' }).count()).toBe(0);
    await page.getByRole('region', { name: /steps? left/ }).waitFor();

    // Withdraw, with a reason: the page says so at once.
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    const withdraw = page.getByRole('form', { name: `Withdraw your application for ${homeTitle}` });
    await withdraw.getByLabel('Why are you withdrawing?').selectOption({ label: 'The location does not work for me' });
    await withdraw.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect.poll(async () => (await page.getByTestId('application-status').textContent())?.trim()).toBe('Withdrawn');
    const ending = timeline.getByRole('listitem').filter({ hasText: /^Withdrawn/ });
    await ending.getByText('The location does not work for me').waitFor();
    expect(await ending.locator('time').count()).toBe(1);
    await page.getByText(/This application is closed, so nothing is left to do/).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Withdraw application' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: /steps? left/ }).count()).toBe(0);
    await screenshot(page, 'application-withdrawn-1280');

    // The list agrees; one way back, the header's (no second in-page back link).
    expect(await page.getByRole('link', { name: /Your applications/ }).filter({ hasText: '←' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/applications');
    const row = page.getByRole('article', { name: title });
    await row.getByRole('list', { name: 'Progress of this application' }).getByText('Withdrawn', { exact: true }).waitFor();
    // Its status word (the first "Withdrawn", before the timeline's) is the page's.
    expect(await row.getByText('Withdrawn', { exact: true }).count()).toBe(2);
  });

  it('another tenant opening the same address reads "not found" and sees nothing of it', async () => {
    expect(shared.path).toBeTruthy();
    const page = await app.newPage({ width: 375, height: 812 });
    await logInAsRenter(page, 'tenant2', '/applications');
    await page.goto(shared.path!);
    await page.getByRole('heading', { level: 1, name: 'We could not find this application' }).waitFor();
    expect(await page.getByRole('list', { name: 'Steps of this application' }).count()).toBe(0);
    expect(await page.getByText('The location does not work for me').count()).toBe(0);
    await screenshot(page, 'application-not-found-375');
  });
});
