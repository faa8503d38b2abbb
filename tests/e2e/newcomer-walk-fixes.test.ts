// What a newcomer's walk through Hearth found, as they would notice it fixed: their
// own bad input named next to the field (never "could not reach Hearth"), mailed
// links that are damaged said to be so, a password section that fits the account,
// a notice that the confirmation email went out, and a way in from a taken email.
import { and, desc, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/db/schema.js';
import { DEMO_PASSWORD } from '../../api/db/seed/demo-users.js';
import { startApp, type App } from './support/app.js';
import { createAccount, escapeRegExp, freshEmail, monthsAfter } from './support/journey.js';
import { logInAsRenter } from './support/login.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const UNREACHABLE = /could not reach Hearth/;
const UNSTORABLE = /cannot save \(an invisible NUL character or half of an emoji\)/;

/** What a paste can leave in a field and a keyboard cannot type: here a NUL byte. */
async function paste(field: Locator, value: string): Promise<void> {
  await field.evaluate((input: HTMLInputElement, text) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

async function errorReadWith(page: Page, field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

async function verificationLink(email: string): Promise<string> {
  const { db } = app.api.deps.database;
  const [mail] = await db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, 'email_verification')))
    .orderBy(desc(outboxMessages.id)).limit(1);
  const link = mail?.body.match(/\/verify-email\?[^\s]+/)?.[0];
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  return link;
}

describe('a newcomer walks in', () => {
  it('is told the confirmation email went out, confirms it once, and a NUL in the legal name is named by its field', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    const email = freshEmail('walk');
    await page.goto('/login');
    await createAccount(page, email, '**/listings');

    // Where they land says so, until dismissed.
    const notice = page.getByRole('status', { name: 'Account created' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`We sent a confirmation email to ${email}`);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await notice.count()).toBe(0);

    // The mailed link confirms; logging out on that page does not call the used link broken.
    await page.goto(await verificationLink(email));
    await page.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForLoadState('load');
    await page.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
    expect(await page.getByText('This link does not work').count()).toBe(0);

    // Apply for a room, which opens the screening.
    await page.goto('/login');
    await page.getByRole('form', { name: 'Log in' }).getByLabel('Email').fill(email);
    await page.getByRole('form', { name: 'Log in' }).getByLabel('Password').fill('a long enough password');
    await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/listings');
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/listings\/id\/[\w-]+$/);
    const bedrooms = page.getByRole('region', { name: 'Bedrooms' });
    const roomName = (await bedrooms.getByRole('heading', { level: 3 }).first().textContent())!.trim();
    await bedrooms.getByRole('link', { name: new RegExp(`^Apply for this room\\s*:\\s*${escapeRegExp(roomName)}$`) }).click();
    const moveIn = page.getByLabel('Move-in date');
    const moveInDate = monthsAfter((await moveIn.getAttribute('min'))!, 1);
    await moveIn.fill(moveInDate);
    await page.getByLabel('Move-out date').fill(monthsAfter(moveInDate, 12));
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL((url) => url.pathname === '/renter-screening');

    await page.getByRole('heading', { name: 'Your legal details' }).waitFor();
    const firstName = page.getByLabel('Legal first name');
    await paste(firstName, 'Noor\u0000');
    await page.getByLabel('Legal last name').fill('Haddad');
    await page.getByLabel('Date of birth').fill('1998-07-21');
    await page.getByLabel('Street address').fill('305 W Main Street');
    await page.getByLabel('City', { exact: true }).fill('Durham');
    await page.getByLabel('State', { exact: true }).selectOption('NC');
    await page.getByLabel('ZIP code').fill('27701');
    await page.getByLabel('Phone number').fill('(919) 555-0177');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect.poll(() => errorReadWith(page, firstName)).toMatch(UNSTORABLE);
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(UNREACHABLE).count()).toBe(0);
  });

  it('under an email that already has an account, offers to log in or reset the password', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const register = page.getByRole('form', { name: 'Create an account' });
    await register.getByLabel('Email').fill('tenant@hearth.test');
    await register.getByLabel('Password').fill('a long enough password');
    await register.getByRole('button', { name: 'Create account', exact: true }).click();
    const forgot = register.getByRole('link', { name: 'Forgot password?' });
    await forgot.waitFor();
    expect(await forgot.getAttribute('href')).toBe('/forgot-password?email=tenant%40hearth.test');
    await register.getByRole('button', { name: 'Log in' }).click();
    const logIn = page.getByRole('form', { name: 'Log in' });
    await logIn.waitFor();
    expect(await logIn.getByLabel('Email').inputValue()).toBe('tenant@hearth.test');
  });
});

describe('mailed links that were damaged on the way', () => {
  it('say the link is damaged, never that Hearth could not be reached nor a field rule', async () => {
    const page = await app.newPage();
    await page.goto('/verify-email?user_id=1&email_verification_token=%00');
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await page.getByText(/This link is damaged/).waitFor();
    expect(await page.getByText(UNREACHABLE).count()).toBe(0);

    await page.goto('/verify-email?user_id=abc&email_verification_token=' + 'a'.repeat(43));
    await page.getByText(/This link is damaged/).waitFor();
    expect(await page.getByText('Use a numeric id.').count()).toBe(0);

    await page.goto('/magic-link?magic_link_id=%00');
    await page.getByRole('heading', { name: 'This link did not work' }).waitFor();
    await page.getByText(/This sign-in link is damaged/).waitFor();
    expect(await page.getByText(/Remove it and try again/).count()).toBe(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();

    // A reset link is checked before anyone types: a damaged one shows no form.
    await page.goto('/reset-password?token=%00');
    await page.getByText(/This link is damaged/).waitFor();
    await page.getByRole('link', { name: 'Send me a new link' }).waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);
    // A well-formed one says up front when it is checked.
    await page.goto(`/reset-password?token=${'b'.repeat(43)}`);
    await page.getByText(/we check it when you save/).waitFor();
  });
});

describe('the password on /profile', () => {
  it('an account with a password is offered to change it, not to set one; a wrong current password and a NUL are named by their fields', async () => {
    const page = await app.newPage();
    await logInAsRenter(page, 'tenant', '/profile');
    const form = page.getByRole('form', { name: 'Change your password' });
    await form.waitFor();
    expect(await page.getByText(/has no password yet/).count()).toBe(0);

    const current = form.getByLabel('Current password');
    const next = form.getByLabel('New password');
    await current.fill('not my password at all');
    await next.fill('a brand new password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => errorReadWith(page, current)).toContain('This is not your current password.');

    await current.fill(DEMO_PASSWORD);
    await paste(next, 'a brand new\u0000 password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => errorReadWith(page, next)).toMatch(UNSTORABLE);
    expect(await page.getByText(UNREACHABLE).count()).toBe(0);

    await next.fill('a brand new password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('status').filter({ hasText: 'Your password is changed' }).waitFor();
  });

  it('an account made with a mailed code has none, and is offered to set one', async () => {
    const page = await app.newPage();
    const email = freshEmail('no-password');
    await page.goto('/login?desired_page=%2Fprofile');
    // The mailed-code way in creates the account without a password.
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByRole('form', { name: 'Email me a code' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const enter = page.getByRole('form', { name: 'Enter your code' });
    await enter.waitFor();
    const { db } = app.api.deps.database;
    const [mail] = await db.select().from(outboxMessages)
      .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, 'verification_code'))).orderBy(desc(outboxMessages.id)).limit(1);
    await enter.getByLabel('Sign-in code').fill(mail!.body.match(/\b(\d{6})\b/)![1]!);
    await enter.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    const form = page.getByRole('form', { name: 'Set a password' });
    await form.waitFor();
    await paste(form.getByLabel('New password'), 'first\u0000 password');
    await form.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => errorReadWith(page, form.getByLabel('New password'))).toMatch(UNSTORABLE);
    expect(await page.getByText(UNREACHABLE).count()).toBe(0);
  });
});
