import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/db/schema.js';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { startApp, type App } from './support/app.js';
import { createAccount, freshEmail } from './support/journey.js';
import { logInAs } from './support/login.js';

// Issue 14, the company's own pages: the owner of the demo company (multi, "Morgan
// Fix-It") edits its hours and invites a teammate in /vendor/settings; the teammate
// registers through the emailed link, accepts, and lands on the company's job feed.
let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const SHOTS = process.env.E2E_SCREENSHOTS;
/** A 1×1 PNG: the company's logo. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** The invitation link of the newest invitation mailed to `email` (the outbox is the local mailbox). */
async function inviteLink(email: string): Promise<string> {
  const [mail] = await app.api.deps.database.db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, 'service_provider_invite')))
    .orderBy(desc(outboxMessages.id)).limit(1);
  if (!mail) throw new Error(`no invitation was mailed to ${email}`);
  return mail.body.match(/\/vendor\/accept-invite\?\S+/)![0];
}

describe('vendor settings and the invitation link (issue 14)', () => {
  it('the owner edits the hours and invites; the teammate registers through the link, joins and sees the jobs', async () => {
    const owner = await app.newPage();
    const shot = async (page: typeof owner, name: string) => {
      if (!SHOTS) return;
      await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    };
    await logInAs(owner, demoUser('multi').email, /^Vendor\b/, '/vendor/settings');
    await owner.getByRole('heading', { level: 1, name: 'Morgan Fix-It' }).waitFor();

    // Hours: open on Sundays too, a mistake shown beside the day first.
    const trades = owner.getByRole('form', { name: 'Trades and area' });
    await trades.getByRole('checkbox', { name: 'Sunday' }).check();
    await trades.getByLabel('Sunday opens').fill('10:00');
    await trades.getByLabel('Sunday closes').fill('09:00');
    await trades.getByRole('button', { name: 'Save trades, area and hours' }).click();
    await trades.getByText('Close after you open.').waitFor();
    await trades.getByLabel('Sunday closes').fill('14:00');
    await trades.getByRole('button', { name: 'Save trades, area and hours' }).click();
    await trades.getByText('Trades, area and hours saved.').waitFor();
    await owner.reload();
    await owner.getByRole('heading', { level: 1, name: 'Morgan Fix-It' }).waitFor();
    expect(await owner.getByRole('form', { name: 'Trades and area' }).getByRole('checkbox', { name: 'Sunday' }).isChecked()).toBe(true);
    expect(await owner.getByLabel('Sunday closes').inputValue()).toBe('14:00');

    // A logo, uploaded through the signed upload, shows at the top.
    expect(await owner.getByTestId('company-photo').count()).toBe(0);
    await owner.getByLabel('Add a photo or logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await owner.getByTestId('company-photo').waitFor();

    // Invite a teammate: a bad address is refused beside the field, then the invitation is listed.
    const teammateEmail = freshEmail('crew');
    const inviteForm = owner.getByRole('form', { name: 'Invite someone' });
    await inviteForm.getByLabel('Email').fill('not an email');
    await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
    await inviteForm.getByText('Give an email address, like name@example.com.').waitFor();
    await inviteForm.getByLabel('Email').fill(teammateEmail);
    await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText(`Invitation sent to ${teammateEmail}.`).waitFor();
    await owner.getByRole('list', { name: 'Open invitations' }).getByText(teammateEmail).waitFor();
    await shot(owner, 'settings-owner');

    // The teammate opens the link signed out, registers, comes back, accepts.
    const link = await inviteLink(teammateEmail);
    const teammate = await app.newPage({ width: 390, height: 844 });
    await teammate.goto(link);
    await teammate.getByRole('heading', { name: 'Log in to join the company' }).waitFor();
    await teammate.getByRole('link', { name: 'Create an account' }).click();
    await teammate.waitForURL((url) => url.pathname === '/vendor-login');
    await createAccount(teammate, teammateEmail, (url) => url.pathname === '/vendor/accept-invite');
    await teammate.getByRole('button', { name: 'Accept invitation' }).click();
    await teammate.waitForURL((url) => url.pathname === '/vendor/jobs');
    await teammate.getByRole('heading', { level: 1, name: 'Available jobs' }).waitFor();

    // The same link again: used, said in words.
    await teammate.goto(link);
    await teammate.getByRole('button', { name: 'Accept invitation' }).click();
    await teammate.getByText('This invitation was already used or has expired.', { exact: false }).waitFor();

    // In settings the teammate reads the company, may leave, and cannot edit.
    await teammate.goto('/vendor/settings');
    await teammate.getByTestId('member-note').waitFor();
    expect(await teammate.getByRole('button', { name: 'Save trades, area and hours' }).count()).toBe(0);
    await teammate.getByRole('button', { name: 'Leave company' }).waitFor();
    await shot(teammate, 'settings-member');

    // The owner sees them in the team, and the invitation is no longer open.
    await owner.reload();
    const people = owner.getByRole('list', { name: 'People in your company' });
    await people.getByText(teammateEmail, { exact: false }).waitFor();
    expect(await owner.getByText('No open invitations.').count()).toBe(1);

    // The teammate leaves (they registered as a vendor, so they keep the role and may start their own company).
    teammate.once('dialog', (d) => void d.accept());
    await teammate.getByRole('button', { name: 'Leave company' }).click();
    await teammate.waitForURL((url) => url.pathname === '/vendor/onboard');
    await owner.reload();
    await owner.getByRole('list', { name: 'People in your company' }).waitFor();
    expect(await owner.getByRole('list', { name: 'People in your company' }).getByText(teammateEmail, { exact: false }).count()).toBe(0);
  });
});
