// Defects a person would notice, fixed: a confirmation link that was used or replaced
// offers to send a new one (and so does the sign-up notice); staff acting as a user
// who try to change the user's password are told why, not that Hearth is unreachable.
import { and, desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/db/schema.js';
import { demoUserId } from '../support/residents.js';
import { startApp, type App } from './support/app.js';
import { createAccount, freshEmail } from './support/journey.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

/** The confirmation links mailed to `email`, newest first, as paths of the site. */
async function confirmationLinks(email: string): Promise<string[]> {
  const mails = await app.api.deps.database.db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, 'email_verification'))).orderBy(desc(outboxMessages.id));
  return mails.map((m) => {
    const address = m.body.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0];
    if (!address) throw new Error(`no whole confirmation address in: ${m.body}`);
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  });
}

async function askForNewLink(page: Page, email: string | null): Promise<void> {
  const form = page.getByRole('form', { name: 'Send a new confirmation link' });
  if (email !== null) await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send a new link' }).click();
  await page.getByRole('status').filter({ hasText: 'a new confirmation link is on its way' }).waitFor();
}

describe('a confirmation link that no longer works', () => {
  it('the sign-up notice and a used link both offer a new link; the newest works, the older ones say so', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    const email = freshEmail('resend');
    await page.goto('/login?tab=register');
    await createAccount(page, email, (url) => url.pathname === '/listings');

    // Nothing arrived: from the notice, the form is filled with the address just used.
    await page.getByRole('status', { name: 'Account created' }).getByRole('link', { name: 'send a new link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Confirm your email' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await askForNewLink(page, null);
    const [newest, first] = await confirmationLinks(email);

    // The first mail's link was replaced: it says so, and offers a new one.
    await page.goto(first!);
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    await page.getByText('This verification link is not valid or was already used.').waitFor();
    expect(await page.getByText(/could not reach Hearth/).count()).toBe(0);

    await page.goto(newest!);
    await page.getByRole('heading', { level: 1, name: 'Your email is confirmed' }).waitFor();

    // Opened again elsewhere the link is used up; asking again answers alike and sends nothing.
    const other = await app.newPage({ width: 390, height: 844 });
    await other.goto(newest!);
    await other.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    await askForNewLink(other, email);
    expect(await confirmationLinks(email)).toHaveLength(2);
  });

  it('a malformed address is named by its field', async () => {
    const page = await app.newPage();
    await page.goto('/verify-email');
    const form = page.getByRole('form', { name: 'Send a new confirmation link' });
    await form.getByLabel('Email').fill('not an email');
    await form.getByRole('button', { name: 'Send a new link' }).click();
    await form.getByText('Enter a valid email address, like name@example.com.').waitFor();
  });
});

describe('staff acting as a user on /profile', () => {
  it('cannot change the user\'s password, and the form says why', async () => {
    const staff = await app.api.login('staff');
    const tenantId = await demoUserId(app.api.deps, 'tenant');
    const started = await app.api.call('POST', '/internal/impersonate-user', {
      token: staff, body: { user_id: tenantId, reason: 'Helping the tenant with their account settings' },
    });
    expect(started.statusCode).toBe(201);
    const page = await app.newPage();
    await page.context().addCookies([
      { name: 'hearth_token', value: started.json().token, url: app.url },
      { name: 'hearth_user_id', value: String(tenantId), url: app.url },
    ]);
    await page.goto('/profile');
    await page.getByRole('region', { name: 'Impersonation' }).waitFor();
    const form = page.getByRole('form', { name: 'Change your password' });
    await form.getByLabel('Current password').fill('whatever it may be');
    await form.getByLabel('New password').fill('a brand new password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('alert').filter({ hasText: "You can't change a password while acting as someone else." }).waitFor();
    expect(await page.getByText(/could not reach Hearth/).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/profile');
  });
});
