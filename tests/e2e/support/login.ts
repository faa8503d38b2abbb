// Logging in as a person does it: the /login form, by label, with the role radio
// the demo user would pick, then waiting for the page they asked for.
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, demoUser } from '../../../api/db/seed/demo-users.js';

/** Logs `email` in with the role radio matching `role` and lands on `desiredPage`. */
export async function logInAs(page: Page, email: string, role: RegExp, desiredPage: string): Promise<void> {
  await page.goto(`/login?desired_page=${encodeURIComponent(desiredPage)}`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('radio', { name: role }).check();
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === desiredPage);
}

/** The demo user `key` (tenant, staff, …) as a renter. */
export const logInAsRenter = (page: Page, key: string, desiredPage: string) => logInAs(page, demoUser(key).email, /^Renter\b/, desiredPage);
