import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';
import { createAccount, freshEmail } from './support/journey.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const GATE_MESSAGE = "This area will be available once you've finished your onboarding.";

describe('a blank vendor (issue 14, spec §2)', () => {
  it('registers from /for-vendors, lands on the gated job feed and follows it to onboarding', async () => {
    const page = await app.newPage();
    await page.goto('/for-vendors');
    await page.getByRole('heading', { level: 1, name: /Jobs in shared homes/ }).waitFor();
    expect(await page.getByText('Coming soon').count()).toBe(0);
    // The spec's eight vendor service categories.
    const trades = page.getByRole('region', { name: 'Trades we book' }).getByRole('heading', { level: 3 });
    expect(await trades.allTextContents()).toEqual([
      'Property inspections', 'Hardware installation', 'Small repairs', 'Interior painting',
      'Marketing photography/videography', 'Applicant tours', 'Bedroom turnover cleaning', 'Specialized cleaning',
    ]);
    await page.getByRole('link', { name: 'Create a vendor account' }).first().click();
    await page.waitForURL((url) => url.pathname === '/vendor-login');
    // The vendor login presets the role, so a vendor registers as one without choosing.
    await page.getByRole('tab', { name: 'Create account' }).waitFor();
    expect(await page.getByRole('radio', { name: /^Vendor\b/ }).isChecked()).toBe(true);

    await createAccount(page, freshEmail('vendor'), (url) => url.pathname === '/vendor/jobs');
    await page.getByRole('heading', { level: 1, name: 'Available jobs' }).waitFor();
    await page.getByText(GATE_MESSAGE, { exact: true }).waitFor();
    expect(await page.getByText('Coming soon').count()).toBe(0);

    for (const path of ['/vendor/my-jobs', '/vendor/dashboard', '/vendor/settings']) {
      await page.goto(path);
      await page.getByText(GATE_MESSAGE, { exact: true }).waitFor();
    }

    await page.getByRole('link', { name: 'Resume onboarding now' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor/onboard');
    await page.getByRole('heading', { level: 1, name: 'Set up your vendor account' }).waitFor();
    const steps = page.getByRole('navigation', { name: 'Your steps' }).getByRole('listitem');
    expect(await steps.count()).toBe(6);
    expect(await steps.getByText('To do', { exact: true }).count()).toBe(5);
    await page.getByText('0 of 6 done').waitFor();
    // A blank vendor starts at the first step, which can be taken (tests/e2e/vendor-onboarding.test.ts takes them all).
    await page.getByRole('heading', { level: 2, name: 'Your company' }).waitFor();
    expect(await page.getByText('Onboarding opens soon').count()).toBe(0);
  });

  it('a guest on a vendor page is asked to log in at the vendor login, which brings them back (on a phone)', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    await page.goto('/vendor/jobs');
    await page.getByRole('heading', { level: 1, name: 'Log in to see available jobs' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in', exact: true }).getAttribute('href')).toBe('/vendor-login?desired_page=%2Fvendor%2Fjobs');
    expect(await page.getByText(GATE_MESSAGE).count()).toBe(0);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor-login' && url.searchParams.get('desired_page') === '/vendor/jobs');
    await createAccount(page, freshEmail('vendor'), (url) => url.pathname === '/vendor/jobs');
    await page.getByText(GATE_MESSAGE, { exact: true }).waitFor();
  });

  it('spec §6: a refused session under /vendor goes to /vendor-login with desired_page', async () => {
    const page = await app.newPage();
    await page.context().addCookies([{ name: 'hearth_token', value: 'not-a-jwt', url: app.url }]);
    await page.goto('/vendor/my-jobs');
    // The 401 handler navigates the whole page (stored credentials cleared); a second refused
    // query may start the same navigation again and abort the first, so the address is polled
    // rather than one navigation awaited.
    await expect.poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}?${url.searchParams.get('desired_page')}`;
    }, { timeout: 15_000 }).toBe('/vendor-login?/vendor/my-jobs');
    await page.getByRole('form', { name: 'Log in' }).waitFor();
  });
});
