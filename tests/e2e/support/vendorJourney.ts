// A blank vendor's way through /vendor/onboard, as a person takes it: every step on
// the screens (company, trades and area, documents uploaded through the signed upload,
// the local processor's payout link), no api shortcut. Errors on the way are the
// business of tests/e2e/vendor-onboarding.test.ts; this is the straight path.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const PDF = fileURLToPath(new URL('../fixtures/sample-document.pdf', import.meta.url));
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export interface VendorCompany {
  name: string;
  /** Labels of the "Trades you offer" checkboxes, e.g. "Property inspections". */
  trades: string[];
  /** Labels of the "Cities you work in" checkboxes, e.g. "Raleigh, NC". */
  cities: string[];
}

/** From the gate's "Resume onboarding now" (or /vendor/onboard) to the open job feed. */
export async function onboardThroughScreens(page: Page, company: VendorCompany): Promise<void> {
  await page.goto('/vendor/onboard');
  await page.getByRole('heading', { level: 1, name: 'Set up your vendor account' }).waitFor();
  await page.getByLabel('Company name').fill(company.name);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { level: 2, name: 'Trades and area' }).waitFor();
  for (const trade of company.trades) await page.getByRole('group', { name: 'Trades you offer' }).getByRole('checkbox', { name: trade }).check();
  for (const city of company.cities) await page.getByRole('group', { name: 'Cities you work in' }).getByRole('checkbox', { name: city }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.getByRole('heading', { level: 2, name: 'Documents' }).waitFor();
  const insurance = page.getByRole('form', { name: 'Insurance certificate' });
  await insurance.getByLabel('Upload your insurance certificate').setInputFiles(PDF);
  await insurance.getByRole('button', { name: 'Remove sample-document.pdf' }).waitFor();
  await insurance.getByLabel('Expires on').fill(isoDay(300));
  await insurance.getByRole('button', { name: 'Save insurance certificate' }).click();
  await insurance.getByText('Insurance certificate saved.').waitFor();
  const w9 = page.getByRole('form', { name: 'W-9' });
  await w9.getByLabel('Upload your W-9').setInputFiles(PDF);
  await w9.getByRole('button', { name: 'Remove sample-document.pdf' }).waitFor();
  await w9.getByRole('button', { name: 'Save W-9' }).click();
  await w9.getByText('W-9 saved.').waitFor();
  await page.getByRole('link', { name: /Payout account/ }).first().click();

  await page.getByRole('heading', { level: 2, name: 'Payout account' }).waitFor();
  await page.getByRole('button', { name: 'Connect payout account' }).click();
  await page.waitForURL((url) => url.pathname === '/vendor/onboard' && url.searchParams.get('payout_connected') === '1');
  await page.getByText('Your payout account is connected.').waitFor();
  await page.getByRole('link', { name: 'Continue' }).click();

  await page.getByRole('heading', { level: 2, name: 'Team' }).waitFor();
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  await page.waitForURL((url) => url.pathname === '/vendor/jobs');
  await page.getByRole('heading', { level: 1, name: 'Available jobs' }).waitFor();
}
