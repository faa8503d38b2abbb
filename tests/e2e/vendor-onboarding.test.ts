import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';
import { createAccount, freshEmail } from './support/journey.js';

// Issue 14: a blank vendor registers in the browser, meets the onboarding gate and
// takes every onboarding step through the screens, down to an open job feed.
let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const GATE_MESSAGE = "This area will be available once you've finished your onboarding.";
const PDF = fileURLToPath(new URL('./fixtures/sample-document.pdf', import.meta.url));
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const SHOTS = process.env.E2E_SCREENSHOTS;

describe('a blank vendor onboards through the web (issue 14)', () => {
  it('takes each step, can leave and resume, sees bad input next to the field, and lands on an open job feed', async () => {
    const page = await app.newPage();
    // E2E_SCREENSHOTS=dir: each state at 1280x800 and on a phone (390x844), to look at.
    const shot = async (name: string) => {
      if (!SHOTS) return;
      await page.screenshot({ path: `${SHOTS}/${name}.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    };
    await page.goto('/for-vendors');
    await page.getByRole('link', { name: 'Create a vendor account' }).first().click();
    await page.waitForURL((url) => url.pathname === '/vendor-login');
    await createAccount(page, freshEmail('vendor'), (url) => url.pathname === '/vendor/jobs');
    await page.getByText(GATE_MESSAGE, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Resume onboarding now' }).click();

    // 1. Company.
    await page.waitForURL((url) => url.pathname === '/vendor/onboard');
    await page.getByRole('heading', { level: 1, name: 'Set up your vendor account' }).waitFor();
    await page.getByText('0 of 6 done').waitFor();
    await shot('1-company');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Give your company\'s name.').waitFor();
    await page.getByLabel('Company name').fill('Blank Slate Repairs');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 2. Trades and area: the first save creates the company.
    await page.getByRole('heading', { level: 2, name: 'Trades and area' }).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Pick at least one trade.').waitFor();
    await page.getByRole('group', { name: 'Trades you offer' }).getByRole('checkbox', { name: 'Small repairs' }).check();
    await page.getByRole('group', { name: 'Trades you offer' }).getByRole('checkbox', { name: 'Interior painting' }).check();
    await page.getByRole('group', { name: 'Cities you work in' }).getByRole('checkbox', { name: 'Austin, TX' }).check();
    // The api proposes the zone of the first city (POST /geocoding/timezone) until the vendor picks one.
    await expect.poll(() => page.getByLabel('Time zone').inputValue()).toBe('America/Chicago');
    await page.getByRole('checkbox', { name: 'Saturday' }).check();
    await page.getByLabel('Saturday closes').fill('07:00');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Close after you open.').waitFor();
    await page.getByLabel('Saturday closes').fill('13:00');
    await shot('2-trades');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { level: 2, name: 'Documents' }).waitFor();

    // Coming back later (a fresh load, no step named) resumes at the first step still to do.
    await page.goto('/vendor/onboard');
    await page.getByRole('heading', { level: 2, name: 'Documents' }).waitFor();
    await page.getByText('2 of 6 done').waitFor();

    // 3. Documents, uploaded through the signed upload; an expiry in the past is refused next to the field.
    const insurance = page.getByRole('form', { name: 'Insurance certificate' });
    await insurance.getByLabel('Upload your insurance certificate').setInputFiles(PDF);
    // Uploaded (not just uploading): the file is listed with Remove.
    await insurance.getByRole('button', { name: 'Remove sample-document.pdf' }).waitFor();
    await insurance.getByLabel('Expires on').fill(isoDay(-2));
    await insurance.getByRole('button', { name: 'Save insurance certificate' }).click();
    const expired = insurance.getByText('This insurance has expired: upload a certificate that is still valid.');
    await expired.waitFor();
    expect(await insurance.getByLabel('Expires on').getAttribute('aria-invalid')).toBe('true');
    await shot('3-documents-expired');
    await insurance.getByLabel('Expires on').fill(isoDay(300));
    await insurance.getByRole('button', { name: 'Save insurance certificate' }).click();
    await insurance.getByText('Insurance certificate saved.').waitFor();
    await insurance.getByText('On file:').waitFor();

    const w9 = page.getByRole('form', { name: 'W-9' });
    await w9.getByLabel('Upload your W-9').setInputFiles(PDF);
    await w9.getByRole('button', { name: 'Remove sample-document.pdf' }).waitFor();
    await w9.getByRole('button', { name: 'Save W-9' }).click();
    await w9.getByText('W-9 saved.').waitFor();

    // Finish before the payout account: the api names what is missing, with a way back to it.
    await page.getByRole('link', { name: /Finish/ }).click();
    await page.getByRole('button', { name: 'Finish onboarding' }).click();
    await page.getByText('Connect the account your payouts go to.').waitFor();
    await shot('6-finish-missing');
    await page.getByRole('link', { name: 'Go to this step' }).click();

    // 4. Payout account at the local payments processor, which sends the vendor back.
    await page.getByRole('heading', { level: 2, name: 'Payout account' }).waitFor();
    await page.getByRole('button', { name: 'Connect payout account' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor/onboard' && url.searchParams.get('payout_connected') === '1');
    await page.getByText('Your payout account is connected.').waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();

    // 5. Team.
    await page.getByRole('heading', { level: 2, name: 'Team' }).waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Give an email address, like name@example.com.').waitFor();
    const crew = freshEmail('crew');
    await page.getByLabel('Email').fill(crew);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('list', { name: 'Your team' }).getByText(`${crew} (invited)`).waitFor();
    await shot('5-team');
    await page.getByRole('link', { name: 'Continue' }).click();

    // Finish: the gate opens.
    await page.getByRole('button', { name: 'Finish onboarding' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor/jobs');
    await page.getByRole('heading', { level: 1, name: 'Available jobs' }).waitFor();
    expect(await page.getByText(GATE_MESSAGE).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Resume onboarding now' }).count()).toBe(0);

    await page.goto('/vendor/onboard');
    await page.getByText('Your onboarding is complete.').waitFor();
    await shot('7-complete');
  });
});
