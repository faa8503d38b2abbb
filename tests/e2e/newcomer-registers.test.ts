import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startApp, type App } from './support/app.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

/** The error message a screen reader reads with the field (its aria-describedby). */
async function errorReadWith(page: Page, field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

describe('a newcomer creates an account', () => {
  it('sees what is wrong next to each field, then lands signed in', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();

    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await email.fill('not-an-email');
    await password.fill('short');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();

    await page.getByText('Enter a valid email address, like name@example.com.').waitFor();
    await page.getByText('Use at least 8 characters.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await errorReadWith(page, email)).toContain('Enter a valid email address');
    expect(await errorReadWith(page, password)).toContain('Use at least 8 characters.');

    // An email that already has an account: the server's answer also sits by the field.
    await email.fill('tenant@hearth.test');
    await password.fill('a long enough password');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect.poll(() => errorReadWith(page, email)).toMatch(/already|taken|exists/i);
    // Is it theirs? The ways in are right under it.
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();

    const newcomer = `newcomer-${Date.now()}@hearth.test`;
    await email.fill(newcomer);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();

    // Signed in, on the browse page, with the account in the menu.
    await page.waitForURL('**/listings');
    await page.getByRole('heading', { level: 1, name: 'Find your room in a shared home' }).waitFor();
    // A notice says the confirmation email went out, to which address; the person dismisses it.
    const notice = page.getByRole('status', { name: 'Account created' });
    expect(await notice.textContent()).toContain(`We sent a confirmation email to ${newcomer}`);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByText(newcomer).filter({ visible: true }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'hearth_user_id')?.value).toMatch(/\w+/);
    expect(cookies.find((c) => c.name === 'hearth_token')?.sameSite).toBe('Lax');
  });
});
