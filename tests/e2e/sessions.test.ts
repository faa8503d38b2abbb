import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, demoUser } from '../../api/db/seed/demo-users.js';
import { outboxMessages } from '../../api/db/schema.js';
import { startApp, type App } from './support/app.js';
import { createAccount, freshEmail } from './support/journey.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const GARBAGE = 'not-a-jwt';

async function pageWithGarbageToken() {
  const page = await app.newPage();
  await page.context().addCookies([{ name: 'hearth_token', value: GARBAGE, url: app.url }]);
  const token = async () => (await page.context().cookies()).find((c) => c.name === 'hearth_token')?.value;
  return { page, token };
}

describe('a token cookie that is not a token', () => {
  it('on a signed-in page, is cleared and the visitor is asked to log in, then brought back', async () => {
    const { page, token } = await pageWithGarbageToken();
    await page.goto('/billing');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('desired_page') === '/billing');
    const form = page.getByRole('form', { name: 'Log in' });
    expect(await token()).not.toBe(GARBAGE);
    await form.getByLabel('Email').fill(demoUser('tenant').email);
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
  });

  it('on a public page, does not get in the way of browsing', async () => {
    const { page, token } = await pageWithGarbageToken();
    await page.goto('/listings/nc/durham');
    await page.getByRole('heading', { level: 1, name: 'Rooms for rent in Durham, NC' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/listings/nc/durham');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).waitFor();
    expect(await token()).not.toBe(GARBAGE);
  });
});

/** The web link of the newest mail of `kind` to `email`, as the outbox mailbox holds it. */
async function mailedLink(email: string, kind: 'password_reset' | 'email_verification', path: RegExp): Promise<string> {
  const { db } = app.api.deps.database;
  const [mail] = await db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, kind)))
    .orderBy(desc(outboxMessages.id)).limit(1);
  if (!mail) throw new Error(`no ${kind} mail was sent to ${email}`);
  return mail.body.match(path)![0];
}

describe('a forgotten password', () => {
  it('is reset from a link in the mail, and the new one signs in', async () => {
    const { email } = demoUser('tenant2');
    const page = await app.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Email').fill(email);
    await login.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    const request = page.getByRole('form', { name: 'Reset your password' });
    expect(await request.getByLabel('Email').inputValue()).toBe(email);
    await request.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').filter({ hasText: 'a link to choose a new password is on its way' }).waitFor();

    await page.goto(await mailedLink(email, 'password_reset', /\/reset-password\?token=\S+/));
    const choose = page.getByRole('form', { name: 'Choose a new password' });
    await choose.getByLabel('New password').fill('short');
    await choose.getByRole('button', { name: 'Save the new password' }).click();
    await choose.getByText('Use at least 8 characters.').waitFor();
    await choose.getByLabel('New password').fill('a brand new password');
    await choose.getByRole('button', { name: 'Save the new password' }).click();
    const changed = page.getByRole('status').filter({ hasText: 'Your password is changed.' });
    await changed.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.getByRole('alert').waitFor();
    await login.getByLabel('Password').fill('a brand new password');
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/listings');
  });

  it('a link that is not valid (used, expired, cut short) is refused, with a way to ask for a new one', async () => {
    const page = await app.newPage();
    // Cut short: not the shape of a reset token, so no form is offered for it.
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByText('This link is damaged').waitFor();
    expect(await page.getByRole('form', { name: 'Choose a new password' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Send me a new link' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
  });
});

describe('the welcome mail', () => {
  it('confirms the address from its link, once', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    const email = freshEmail('confirm');
    await page.goto('/login?tab=register');
    await createAccount(page, email, (url) => url.pathname === '/listings');
    const link = await mailedLink(email, 'email_verification', /\/verify-email\?\S+/);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Your email is confirmed' }).waitFor();
    // The same tab remembers its success; the link opened anew is used up.
    const again = await app.newPage({ width: 390, height: 844 });
    await again.goto(link);
    await again.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
  });
});
