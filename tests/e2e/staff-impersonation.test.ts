// Issue 15, staff impersonation in Chromium: a staff member signs in, finds the demo
// tenant by part of their email at /internal/users, opens their page, impersonates
// them with a reason, sees the banner on the tenant's pages, tries to pay an open
// invoice on /billing and is refused next to the button, stops and is back on the
// tenant's staff page; then the tenant signs in and sees the access on /profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice } from '../../api/money/invoices.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startApp, type App } from './support/app.js';
import { logInAsRenter } from './support/login.js';

let app: App;
let tenantId: number;
const REASON = 'Tenant called: the billing page shows the wrong amount';
const INVOICE = 'E2E rent, staff impersonation';

beforeAll(async () => {
  app = await startApp();
  const home = await demoHomeOf(app.api.deps, 'manager');
  tenantId = await demoUserId(app.api.deps, 'tenant');
  const { lifecycleId } = await makeResident(app.api.deps, tenantId, home.buildingId);
  await app.api.deps.database.db.transaction((tx) => createInvoice(tx, {
    tenantUserId: tenantId, lifecycleId, buildingId: home.buildingId, chargeType: 'rent V2', ledgerItemType: 'bedroom rent',
    description: INVOICE, amountCents: 90_000, periodMonth: `${new Date().toISOString().slice(0, 8)}01`,
    dueDate: new Date().toISOString().slice(0, 10), sourceKey: `e2e-impersonation:${lifecycleId}`, actor: { role: 'automatic', userId: null },
  }));
  // The tenant's own saved card, so the pay button is there to be refused.
  const token = await app.api.login('tenant', 'tenant');
  const source = await app.api.call('POST', '/payment-source', { token, body: { stripe_card_token: 'tok_visa', make_autopay: true } });
  if (source.statusCode !== 201) throw new Error(`payment-source: ${source.statusCode} ${source.body}`);
});
afterAll(() => app?.close());

describe('staff impersonate a tenant', () => {
  it('find, impersonate with a reason, the banner, a refused payment, stop; the tenant sees the access', async () => {
    const staff = await app.newPage({ width: 375, height: 812 });
    await logInAsRenter(staff, 'staff', '/internal');
    await staff.getByRole('link', { name: 'Users' }).click();
    await staff.getByLabel('Name or email').fill('TENANT@hearth');
    await staff.getByRole('main').getByRole('button', { name: 'Search' }).click();
    const results = staff.getByRole('table', { name: 'Users found' });
    await results.getByText('tenant@hearth.test', { exact: true }).waitFor();
    await results.getByRole('link', { name: 'Tara Nguyen' }).click();
    await staff.waitForURL((url) => url.pathname === `/internal/users/${tenantId}`);
    await staff.getByRole('heading', { level: 1, name: 'Tara Nguyen' }).waitFor();

    // The reason is required: too short is refused next to the field.
    await staff.getByRole('button', { name: 'Impersonate…' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Impersonate Tara Nguyen' });
    await dialog.getByLabel('Reason').fill('why');
    await dialog.getByRole('button', { name: 'Start impersonating' }).click();
    await dialog.getByText('Give a reason of 10 to 500 characters.', { exact: false }).waitFor();
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Start impersonating' }).click();
    await staff.waitForURL((url) => url.pathname === '/listings');
    const banner = staff.getByRole('region', { name: 'Impersonation' });
    await banner.getByText('Tara Nguyen').waitFor();
    expect(await banner.textContent()).toMatch(/^Viewing as Tara Nguyen—Stop$/);

    // The tenant's billing page, with the banner; paying is the tenant's own act.
    await staff.goto('/billing');
    await staff.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await banner.waitFor();
    const card = staff.getByRole('article', { name: new RegExp(`^${INVOICE}`) });
    await card.getByRole('button', { name: /^Pay \$/ }).click();
    await card.getByRole('alert').filter({ hasText: "Staff can't pay on a user's behalf." }).waitFor();
    expect(staff.url()).toContain('/billing');

    // Stop: back in the staff area on the tenant's page, no banner.
    await banner.getByRole('button', { name: 'Stop' }).click();
    await staff.waitForURL((url) => url.pathname === `/internal/users/${tenantId}`);
    await staff.getByRole('heading', { level: 1, name: 'Tara Nguyen' }).waitFor();
    await staff.getByRole('heading', { level: 2, name: 'Staff access' }).waitFor();
    expect(await staff.getByRole('region', { name: 'Impersonation' }).count()).toBe(0);
    await staff.getByText(REASON, { exact: false }).first().waitFor();

    // The audit log has the start, the refused payment and the stop, filtered by the tenant picked by email.
    await staff.getByRole('link', { name: 'Audit log' }).click();
    const filters = staff.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByLabel('Acting as').fill('tenant@hearth');
    await filters.getByRole('button', { name: /tenant@hearth\.test/ }).click();
    await filters.getByRole('button', { name: 'Filter' }).click();
    await staff.waitForURL((url) => url.searchParams.get('acting_as') === String(tenantId));
    const log = staff.getByRole('table', { name: 'Audit log entries' });
    await log.getByText(`Started impersonating user #${tenantId}: ${REASON}`).waitFor();
    await log.getByText(/POST \/v20\/invoices\/\d+\/attempt → 401/).waitFor();
    await log.getByText(`Stopped impersonating user #${tenantId}`).waitFor();

    // The tenant sees who acted as them, and why.
    const tenant = await app.newPage({ width: 375, height: 812 });
    await logInAsRenter(tenant, 'tenant', '/profile');
    const access = tenant.getByRole('region', { name: 'Staff access to your account' });
    await access.getByText(REASON, { exact: false }).waitFor();
    expect(await access.textContent()).toContain('Sam');
  });
});
