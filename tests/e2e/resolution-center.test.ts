// Issue 7, the resolution center, in Chromium with two people at once: the demo
// tenant, a resident of one of the demo manager's homes, opens a lease-termination
// case with an evidence file uploaded on the page; the manager (whose navigation
// now shows Resolution Center) proposes leaving with a fee of two months' rent; the
// tenant sees the proposal arrive without a reload (caseUpdated over SSE), accepts
// it after a dialog saying what it does, and the fee shows on the tenant's /billing
// and on the manager's /manager/ledger. Each side sees only its own actions.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { monthlyRentCents } from '../../api/resolution/monthly-rent-repository.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startApp, type App } from './support/app.js';
import { logInAsRenter } from './support/login.js';
import { payStubPdf, uploadFile } from './support/journey.js';
import { logInAsManager } from './support/managerHomes.js';

const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;

let app: App;
let home: { buildingId: number; title: string };
let feeCents: number;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startApp();
  home = await demoHomeOf(app.api.deps, 'manager');
  const { lifecycleId } = await makeResident(app.api.deps, await demoUserId(app.api.deps, 'tenant'), home.buildingId);
  feeCents = 2 * (await monthlyRentCents(app.api.deps.database.db, lifecycleId))!;
});
afterAll(() => app?.close());

/** Money as the product prints it: whole dollars without cents. */
const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(cents / 100);

const logInAsTenant = (page: Page, desiredPage: string) => logInAsRenter(page, 'tenant', desiredPage);

/** Marks the page so a reload (which would drop the mark) fails the test. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { hearthNoReload: boolean }).hearthNoReload = true));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { hearthNoReload?: boolean }).hearthNoReload === true);
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('a lease-termination case from opening to the fee on both ledgers', () => {
  it('the tenant opens it with evidence, the manager proposes a fee, the tenant accepts live, and the fee is billed', async () => {
    const fee = dollars(feeCents);
    const vacateDate = new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10);

    // The manager has no case yet: no Resolution Center in the navigation.
    const manager = await app.newPage();
    await logInAsManager(manager);
    expect(await mainNav(manager).getByRole('link', { name: 'Resolution Center' }).count()).toBe(0);

    // The tenant, on a phone, opens a case.
    const tenant = await app.newPage(PHONE);
    await logInAsTenant(tenant, '/resolution-center');
    await tenant.getByRole('heading', { level: 1, name: 'Resolution center' }).waitFor();
    await tenant.getByText('No cases yet.').waitFor();
    await tenant.getByText('Ask to leave early, switch rooms or dispute a deposit deduction.', { exact: false }).waitFor();
    expect(await tenant.getByRole('navigation', { name: 'Main', includeHidden: true }).getByRole('link', { name: 'Resolution Center', includeHidden: true }).count()).toBe(0);
    await tenant.getByRole('button', { name: 'Open a case' }).click();
    const form = tenant.getByRole('form', { name: 'Open a case' });
    // Nothing chosen: each field says what it needs.
    await form.getByRole('button', { name: 'Open the case' }).click();
    await form.getByText('Choose what the case is about.').waitFor();
    await form.getByRole('radio', { name: /^Lease termination/ }).check();
    await form.getByRole('group', { name: 'Which lease?' }).getByRole('radio', { name: new RegExp(home.title) }).first().check();
    await form.getByLabel('Date you want to move out').fill(vacateDate);
    await form.getByLabel('What do you ask for, and why?').fill('I got a job in another city and need to move out early.');
    // A wrong file type is refused before anything is sent.
    const evidenceLabel = 'Evidence (optional)';
    await form.getByLabel(evidenceLabel).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await form.getByText('notes.txt cannot be uploaded here.', { exact: false }).waitFor();
    await uploadFile(tenant, form.getByLabel(evidenceLabel), evidenceLabel, 'job-offer.pdf', 'application/pdf', payStubPdf());
    await shot(tenant, 'tenant-open-case-phone');
    await form.getByRole('button', { name: 'Open the case' }).click();
    await tenant.getByRole('status').filter({ hasText: 'Your case was opened' }).waitFor();
    const tenantCase = tenant.getByRole('article', { name: 'Lease termination' });
    await tenantCase.getByText('Waiting for: the manager').waitFor();
    await tenantCase.getByRole('link', { name: 'job-offer.pdf' }).waitFor();
    // The tenant may withdraw or write, never propose.
    await tenantCase.getByRole('button', { name: 'Withdraw the case' }).waitFor();
    await tenantCase.getByRole('button', { name: 'Send message' }).waitFor();
    expect(await tenantCase.getByRole('form', { name: 'Make a proposal' }).count()).toBe(0);
    await markPage(tenant);
    // The tenant's navigation gained Resolution Center with the first case, without a reload.
    await tenant.getByRole('navigation', { name: 'Main', includeHidden: true }).getByRole('link', { name: 'Resolution Center', includeHidden: true }).waitFor({ state: 'attached' });

    // The manager's navigation now shows Resolution Center (computed by the gateway).
    await manager.reload();
    await mainNav(manager).getByRole('link', { name: 'Resolution Center' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Resolution center' }).waitFor();
    // The manager's page answers cases; it offers no case of their own to open.
    await manager.getByText('Requests from tenants of your homes.', { exact: false }).waitFor();
    expect(await manager.getByRole('button', { name: 'Open a case' }).count()).toBe(0);
    await manager.getByRole('link', { name: /Lease termination/ }).filter({ hasText: demoUser('tenant').firstName }).first().click();
    const managerCase = manager.getByRole('article', { name: 'Lease termination' });
    await managerCase.getByText('Waiting for: you').waitFor();
    await managerCase.getByRole('link', { name: 'job-offer.pdf' }).waitFor();
    const propose = managerCase.getByRole('form', { name: 'Make a proposal' });
    await propose.getByLabel('What do you propose?').selectOption({ label: 'Leave without a replacement, with a fee' });
    // The fee is chosen in months of rent, with the amount each comes to.
    await expect.poll(() => propose.getByLabel('Fee').locator('option:checked').textContent()).toBe(`2 months' rent (${fee})`);
    await propose.getByLabel('Message to the tenant (optional)').fill('You may leave on your date with two months of rent as the fee.');
    await shot(manager, 'manager-propose-desktop');
    await propose.getByRole('button', { name: 'Send proposal' }).click();
    await propose.getByRole('status').filter({ hasText: 'Proposal sent' }).waitFor();
    await managerCase.getByText('Waiting for: the tenant').waitFor();
    // The manager never gets to accept.
    expect(await managerCase.getByRole('button', { name: 'Accept proposal' }).count()).toBe(0);

    // The tenant sees the proposal arrive without a reload, with its terms in words.
    const terms = `Leave without a replacement, with a fee of 2 months' rent (${fee})`;
    const pending = tenantCase.getByRole('region', { name: /proposes$/ });
    await pending.getByText(terms).first().waitFor();
    await tenantCase.getByText('Waiting for: you').waitFor();
    expect(await stillSamePage(tenant)).toBe(true);
    // Only accept, decline, message and withdraw (and attach more evidence: a file picker, its text empty).
    await tenantCase.getByLabel('Add evidence').waitFor();
    const buttons = await tenantCase.getByRole('button').allTextContents();
    expect(buttons.filter((b) => b !== '' && b !== 'Back to the list').sort())
      .toEqual(['Accept proposal', 'Decline', 'Send message', 'Withdraw the case'].sort());
    expect(await tenantCase.getByRole('form', { name: 'Make a proposal' }).count()).toBe(0);
    await shot(tenant, 'tenant-proposal-phone');

    // Accepting asks first, saying exactly what it does.
    await pending.getByRole('button', { name: 'Accept proposal' }).click();
    const dialog = tenant.getByRole('dialog', { name: 'Accept this proposal?' });
    await dialog.getByText(`You are charged a fee of ${fee} (2 months' rent)`, { exact: false }).waitFor();
    await dialog.getByText(new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${vacateDate}T00:00:00Z`)), { exact: false }).waitFor();
    await shot(tenant, 'tenant-accept-dialog-phone');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await tenantCase.getByText('Proposal accepted', { exact: true }).first().waitFor();
    await tenantCase.getByText('Waiting for: the manager').waitFor();
    expect(await tenantCase.getByRole('button', { name: 'Accept proposal' }).count()).toBe(0);
    expect(await stillSamePage(tenant)).toBe(true);
    await shot(tenant, 'tenant-accepted-phone');
    // The manager's open case follows too, without a reload.
    await managerCase.getByText('Waiting for: you').waitFor();
    await managerCase.getByRole('button', { name: 'Mark pending finalization' }).waitFor();
    await shot(manager, 'manager-accepted-desktop');
    await manager.setViewportSize(PHONE);
    await shot(manager, 'manager-accepted-phone');

    // The case points to the fee, on the tenant's billing page, for two months' rent.
    await tenantCase.getByRole('link', { name: 'billing page' }).click();
    await tenant.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    const invoice = tenant.getByRole('article', { name: /^Early lease termination fee/ });
    await invoice.getByText(fee, { exact: false }).first().waitFor();
    await shot(tenant, 'tenant-billing-phone');

    // And on the manager's ledger, charged to the tenant of their home.
    await manager.setViewportSize({ width: 1280, height: 900 });
    await manager.goto('/manager/ledger');
    await manager.getByRole('heading', { level: 1, name: 'Ledger & payments' }).waitFor();
    const charged = manager.getByRole('list', { name: 'Recent invoices of your homes' }).getByRole('listitem').filter({ hasText: /Early lease termination fee/ });
    await charged.getByText(fee, { exact: true }).waitFor();
    // The manager sees whom it was charged to.
    await charged.getByText(new RegExp(`^${demoUser('tenant').firstName} · `)).waitFor();
    await shot(manager, 'manager-ledger-desktop');
  });

  it('a case that needs evidence waits for the tenant until a file is added, and the tenant may withdraw it', async () => {
    const tenant = await app.newPage();
    await logInAsTenant(tenant, '/resolution-center');
    await tenant.getByRole('button', { name: 'Open a case' }).click();
    const form = tenant.getByRole('form', { name: 'Open a case' });
    await form.getByRole('radio', { name: /^Military lease termination/ }).check();
    await form.getByRole('group', { name: 'Which lease?' }).getByRole('radio', { name: new RegExp(home.title) }).first().check();
    await form.getByLabel('Date you want to move out').fill(new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10));
    await form.getByLabel('What do you ask for, and why?').fill('I have orders to report to a new base next month.');
    await form.getByRole('button', { name: 'Open the case' }).click();
    const opened = tenant.getByRole('article', { name: 'Military lease termination' });
    await opened.getByText('Evidence required', { exact: true }).first().waitFor();
    await opened.getByText('Waiting for: you').waitFor();
    await shot(tenant, 'tenant-evidence-required-desktop');

    // The orders, added to the case: it opens for the manager.
    await uploadFile(tenant, opened.getByLabel('Add evidence'), 'Add evidence', 'orders.pdf', 'application/pdf', payStubPdf());
    await opened.getByRole('button', { name: 'Add to the case' }).click();
    await opened.getByRole('link', { name: 'orders.pdf' }).waitFor();
    await opened.getByText('Waiting for: the manager').waitFor();

    // Withdrawing asks first, then closes the case: nobody has anything left to do.
    await opened.getByRole('button', { name: 'Withdraw the case' }).click();
    const dialog = tenant.getByRole('dialog', { name: 'Withdraw this case?' });
    await dialog.getByLabel('Why? (optional)').fill('My orders were cancelled.');
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await opened.getByText('Waiting for: nobody').waitFor();
    await opened.getByText('My orders were cancelled.').waitFor();
    expect(await opened.getByRole('button', { name: 'Withdraw the case' }).count()).toBe(0);
  });

  it('a renter without a signed lease is told when they can open a case, and offered no form', async () => {
    const renter = await app.newPage(PHONE);
    await logInAsRenter(renter, 'tenant2', '/resolution-center');
    await renter.getByText('Once you have signed a lease, you can ask here', { exact: false }).waitFor();
    await renter.getByText('No cases yet.').waitFor();
    expect(await renter.getByRole('button', { name: 'Open a case' }).count()).toBe(0);
  });
});
