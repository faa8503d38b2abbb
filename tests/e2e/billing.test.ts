// Issue 6, billing, in Chromium with two people at once: the demo tenant, a resident
// of one of the demo manager's homes with two rent invoices, pays the first on
// /billing with the test card 4242… and sees it paid (with a receipt); pays the
// second with 4000…0002 and sees why it was declined next to the pay button. The
// manager, in another browser context, sees the payment in /manager/ledger.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { createInvoice } from '../../api/money/invoices.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startApp, type App } from './support/app.js';
import { logInAs } from './support/login.js';
import { logInAsManager } from './support/managerHomes.js';

let app: App;
const firstMonth = new Date().toISOString().slice(0, 8) + '01';
const today = new Date().toISOString().slice(0, 10);
/** `2026-11` or `2026-11-21`: what a person should never read. */
const ISO_DAY_OR_MONTH = /\d{4}-\d{2}/;
/** A page's text without the request ids its status history may quote (a UUID's digits can look like a date). */
const withoutUuids = (text: string | null) => (text ?? '').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '');
const first = { description: 'E2E rent, first month', cents: 95_000, label: '$950' };
const second = { description: 'E2E rent, second month', cents: 97_500, label: '$975' };

beforeAll(async () => {
  app = await startApp();
  const home = await demoHomeOf(app.api.deps, 'manager');
  const tenantUserId = await demoUserId(app.api.deps, 'tenant');
  const { lifecycleId } = await makeResident(app.api.deps, tenantUserId, home.buildingId);
  // Two rent invoices as the monthly job makes them (charge posted, status INITIAL_ATTEMPT_UPCOMING).
  for (const [i, invoice] of [first, second].entries()) {
    await app.api.deps.database.db.transaction((tx) => createInvoice(tx, {
      tenantUserId, lifecycleId, buildingId: home.buildingId,
      chargeType: 'rent V2', ledgerItemType: 'bedroom rent',
      description: invoice.description, amountCents: invoice.cents,
      periodMonth: firstMonth, dueDate: today, sourceKey: `e2e-billing:${lifecycleId}:${i}`,
      actor: { role: 'automatic', userId: null },
    }));
  }
});
afterAll(() => app?.close());

const logInAsTenant = (page: Page, desiredPage: string) => logInAs(page, demoUser('tenant').email, /^Renter\b/, desiredPage);

/** The card form of one due invoice: number, expiry, CVC, then Save card. */
async function saveCard(page: Page, invoice: ReturnType<Page['getByRole']>, number: string): Promise<void> {
  const form = invoice.getByRole('form', { name: 'Add a card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
  await form.waitFor({ state: 'detached' });
}

describe('a tenant pays rent on /billing and the manager sees it', () => {
  it('pays with a good card, is declined with a bad one, and the ledger shows the payment', async () => {
    const tenant = await app.newPage({ width: 390, height: 844 });
    await logInAsTenant(tenant, '/billing');
    await tenant.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();

    // First invoice: no saved source yet, so its card asks for one; the test cards are hinted.
    const firstCard = tenant.getByRole('article', { name: new RegExp(`^${first.description}`) });
    await firstCard.getByText('Test cards (nothing is charged)').click();
    await firstCard.getByText('4242424242424242').waitFor();
    // A malformed card is refused next to its field before anything is sent.
    await firstCard.getByLabel('Card number').fill('4242');
    await firstCard.getByRole('button', { name: 'Save card' }).click();
    await firstCard.getByText('Enter the card number (12 to 19 digits).').waitFor();
    await saveCard(tenant, firstCard, '4242 4242 4242 4242');
    await expect.poll(() => firstCard.getByLabel('Pay with').inputValue()).not.toBe('__new__');
    // Paying by card adds the card fee (3%), said before paying: the button says what the card is charged.
    await firstCard.getByText('$950 + $28.50 card fee. A bank account adds no fee.').waitFor();
    await firstCard.getByRole('button', { name: 'Pay $978.50' }).click();
    await tenant.getByRole('status').filter({ hasText: `Payment received for ${first.description}` }).waitFor();
    await firstCard.waitFor({ state: 'detached' });
    const invoices = tenant.getByRole('region', { name: 'Invoices', exact: true });
    const paidRow = invoices.getByRole('listitem').filter({ hasText: first.description });
    await paidRow.getByText('Paid', { exact: true }).first().waitFor();
    await paidRow.getByText(/^Paid \$978\.50 with Visa •••• 4242 \(\$950 \+ \$28\.50 card fee\)$/).waitFor();

    // Second invoice: a card that is declined; the reason shows next to the pay button.
    const secondCard = tenant.getByRole('article', { name: new RegExp(`^${second.description}`) });
    await secondCard.getByLabel('Pay with').selectOption({ label: 'Add a card or bank account…' });
    await saveCard(tenant, secondCard, '4000 0000 0000 0002');
    await expect.poll(() => secondCard.getByLabel('Pay with').locator('option:checked').textContent()).toContain('0002');
    await secondCard.getByRole('button', { name: 'Pay $1,004.25' }).click();
    await secondCard.getByRole('alert').filter({ hasText: /declined/i }).waitFor();
    // Still due, and the payment-failed status says so in words.
    await secondCard.getByText(/Payment failed/).waitFor();
    // Every date on /billing is in words ("due Dec 5, 2026"), none ISO.
    expect(withoutUuids(await tenant.getByRole('main').textContent())).not.toMatch(ISO_DAY_OR_MONTH);

    // The paid invoice has a printable receipt.
    await paidRow.getByRole('link', { name: `Receipt for ${first.description}` }).click();
    await tenant.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
    // The receipt splits what the card was charged: the invoice, the card fee, the total.
    const receipt = tenant.getByRole('article', { name: 'Receipt' });
    const fact = (term: string) => receipt.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');
    expect(await fact('Invoice amount').textContent()).toBe(first.label);
    expect(await fact('Card fee').textContent()).toBe('$28.50');
    expect(await fact('Total paid').textContent()).toBe('$978.50');
    await tenant.getByRole('button', { name: 'Print receipt' }).waitFor();

    // The manager, in their own browser context, sees the payment in the ledger and the chart.
    const manager = await app.newPage();
    await logInAsManager(manager);
    await manager.goto('/manager/ledger');
    await manager.getByRole('heading', { level: 1, name: 'Ledger & payments' }).waitFor();
    const entries = manager.getByRole('region', { name: 'Ledger entries' });
    const row = entries.getByRole('row').filter({ hasText: demoUser('tenant').firstName }).filter({ hasText: /Bedroom rent/ });
    await row.first().waitFor();
    await manager.getByTestId('ledger-chart').locator('.recharts-bar-rectangle').first().waitFor();
    // Months and days in words: the chart's axis and its table for screen readers ("November 2026"), the entries, the payouts.
    expect(await manager.getByRole('table', { name: 'Charged and collected by month' }).getByRole('rowheader').first().textContent())
      .toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(withoutUuids(await manager.getByRole('main').textContent())).not.toMatch(ISO_DAY_OR_MONTH);
    // The tenant filter narrows the table to her entries.
    await manager.getByLabel('Tenant').selectOption({ label: demoUser('tenant').firstName });
    await manager.waitForURL(/[?&]tenant=/);
    await row.first().waitFor();
    // Export CSV downloads the filtered entries (served on the app's own origin).
    const [download] = await Promise.all([manager.waitForEvent('download'), manager.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
    expect(csv[0]).toMatch(/^id,created_at,/);
    expect(csv.length).toBeGreaterThan(1);
    expect(csv.slice(1).every((line) => line.includes(demoUser('tenant').firstName))).toBe(true);
    expect(await manager.getByText('The CSV could not be downloaded').count()).toBe(0);
  });

  it('the manager connects a payout account from Set Up Automatic Payments and comes back to Hearth', async () => {
    const manager = await app.newPage({ width: 390, height: 844 });
    await logInAsManager(manager);
    await manager.goto('/manager/account-link');
    await manager.getByRole('heading', { level: 1, name: 'Set up automatic payments' }).waitFor();
    await manager.getByRole('button', { name: 'Connect payout account' }).click();
    // The local provider's connect page marks the account connected and sends the manager back to Hearth,
    // where the page says so; the ledger stops warning about it.
    await manager.waitForURL(/\/manager\/account-link\?connected=1/);
    await manager.getByRole('heading', { level: 1, name: 'Your payout account is connected' }).waitFor();
    await manager.goto('/manager/ledger');
    await manager.getByRole('heading', { level: 1, name: 'Ledger & payments' }).waitFor();
    expect(await manager.getByText('No payout account is connected').count()).toBe(0);
  });

  it('staff charge a manager in the staff area, which non-staff cannot find', async () => {
    // A tenant gets the plain not-found page, without the staff navigation.
    const tenant = await app.newPage();
    await logInAsTenant(tenant, '/billing');
    await tenant.goto('/internal/invoices');
    await tenant.getByRole('heading', { level: 1, name: "We couldn't find that page" }).waitFor();
    expect(await tenant.getByRole('navigation', { name: 'Staff' }).count()).toBe(0);

    const staff = await app.newPage();
    await logInAs(staff, demoUser('staff').email, /^Renter\b/, '/internal');
    await staff.getByRole('heading', { level: 1, name: 'Staff overview' }).waitFor();
    await staff.getByText('Sound: every account balance equals the sum of its entries.').waitFor();
    await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Invoices' }).click();
    await staff.getByLabel('Payment status').selectOption({ label: 'Paid' });
    await staff.waitForURL(/status=SUCCESSFUL/);
    await staff.getByRole('cell', { name: first.description }).waitFor();

    await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Manager ledger' }).click();
    const form = staff.getByRole('form', { name: 'Add a charge' });
    await form.getByRole('button', { name: 'Add charge' }).click();
    await form.getByText('Enter an amount above zero, e.g. 45.00.').waitFor();
    // The manager is looked up by part of their email and picked, never typed as an id.
    await form.getByText('Find and pick the manager.').waitFor();
    await form.getByLabel('Manager').fill('manager@hearth');
    await form.getByRole('button', { name: /manager@hearth\.test/ }).click();
    await form.getByText(`Marcus Reed (manager@hearth.test, user ${await demoUserId(app.api.deps, 'manager')})`).waitFor();
    await form.getByLabel('Amount (USD)').fill('45');
    await form.getByLabel('Ledger item type').selectOption({ label: 'Furniture reimbursement' });
    await form.getByLabel('Description').fill('E2E desk chair');
    await form.getByRole('button', { name: 'Add charge' }).click();
    await form.getByRole('status').filter({ hasText: 'Charged $45.00' }).waitFor();

    const manager = await app.newPage();
    await logInAsManager(manager);
    await manager.goto('/manager/ledger');
    await manager.getByRole('region', { name: 'Ledger entries' }).getByRole('row').filter({ hasText: 'E2E desk chair' }).waitFor();
  });
});
