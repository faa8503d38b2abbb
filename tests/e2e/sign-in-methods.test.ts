import { mkdirSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/db/schema.js';
import { startApp, type App } from './support/app.js';

/** Issue 16: the ways in without a password, from the browser. */
let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/hearth-sign-in-screens';
const unique = () => Math.random().toString(36).slice(2, 10);

async function lastMailBody(email: string, kind: string): Promise<string> {
  const [mail] = await app.api.deps.database.db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, kind)))
    .orderBy(desc(outboxMessages.id)).limit(1);
  if (!mail) throw new Error(`no ${kind} mail was sent to ${email}`);
  return mail.body;
}

describe('signing in without a password', () => {
  it('through the local provider consent page, landing on the desired page', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await app.newPage();
    await page.goto('/login?desired_page=%2Fsaved-listings');
    await page.getByRole('button', { name: 'Continue with Hearth local sign-in' }).click();
    await page.getByRole('heading', { name: 'Hearth local sign-in provider — for development' }).waitFor();
    const email = `social-${unique()}@example.com`;
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Name', { exact: true }).fill('Robin Park');
    await page.screenshot({ path: `${SHOTS}/local-provider-1280.png` });
    await page.getByRole('button', { name: /Sign in to/ }).click();
    await page.waitForURL((url) => url.pathname === '/saved-listings');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'hearth_token')?.value).toBeTruthy();
  });

  it('asks which role only when the account holds several', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Hearth local sign-in' }).click();
    await page.getByLabel('Email', { exact: true }).fill('manager@hearth.test');
    await page.getByRole('button', { name: /Sign in to/ }).click();
    await page.getByRole('heading', { name: 'You are signed in. Continue as…' }).waitFor();
    await page.getByRole('button', { name: /Homeowner/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/manager'));
  });

  it('with a link read from the outbox', async () => {
    const page = await app.newPage();
    await page.goto('/login?desired_page=%2Fprofile');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const email = `link-${unique()}@example.com`;
    const form = page.getByRole('form', { name: 'Email me a sign-in link' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    const link = (await lastMailBody(email, 'magic_link')).match(/\/magic-link\?\S+/)![0];
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    // The account has no password yet: it can choose one here.
    await page.getByLabel('New password').fill('a long enough password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password is set.').waitFor();
  });

  it('with a code, after a wrong one', async () => {
    const page = await app.newPage({ width: 375, height: 800 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const email = `code-${unique()}@example.com`;
    await page.getByRole('form', { name: 'Email me a code' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const form = page.getByRole('form', { name: 'Enter your code' });
    await form.waitFor();
    const code = (await lastMailBody(email, 'verification_code')).match(/\b(\d{6})\b/)![1]!;
    await form.getByLabel('Sign-in code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(/4 tries left/).waitFor();
    await form.getByLabel('Sign-in code').fill(code);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it('looks right at 1280 and 375 px', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [1280, 375]) {
      const page = await app.newPage({ width, height: 900 });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with Hearth local sign-in' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/login-${width}.png`, fullPage: true });
    }
  });
});
