// Issue 16, renters insurance, in Chromium: the demo tenant, living under a signed
// lease in one of the demo manager's homes, opens /billing/renters-insurance,
// compares the plans priced for that home, buys Standard and downloads the PDF
// certificate; the manager, in another browser context, sees on /manager/tenants
// that the tenant is covered, with the certificate. docs/renters-insurance.md.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyPremiumCents } from '../../api/providers/renters-insurance.js';
import { formatDate } from '../../common/dates.js';
import { formatUsd } from '../../common/money.js';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startApp, type App } from './support/app.js';
import { payStubPdf, uploadFile } from './support/journey.js';
import { logInAsRenter } from './support/login.js';
import { logInAsManager } from './support/managerHomes.js';

let app: App;
let home: { buildingId: number; title: string };
let location: { city: string; state: string };
let moveOut: string;
let secondHome: { buildingId: number; title: string };

/** Set E2E_SCREENSHOTS=/some/dir to keep what the pages looked like. */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  app = await startApp();
  home = await demoHomeOf(app.api.deps, 'manager');
  const tenantUserId = await demoUserId(app.api.deps, 'tenant');
  const { lifecycleId } = await makeResident(app.api.deps, tenantUserId, home.buildingId, { movedInDaysAgo: 30, moveOutInDays: 300 });
  // A lease in force (signed, not ended).
  await app.api.deps.database.db.execute(sql`UPDATE lifecycles SET finalized_at = NULL WHERE id = ${lifecycleId}`);
  const found = await app.api.deps.database.db.execute(sql`
    SELECT b.city, b.state, l.move_out_date::text AS move_out FROM lifecycles l JOIN buildings b ON b.id = l.building_id WHERE l.id = ${lifecycleId}`);
  const row = (found as unknown as { rows: { city: string; state: string; move_out: string }[] }).rows[0]!;
  location = { city: row.city, state: row.state };
  moveOut = row.move_out;
  // A second tenant under a lease in another of the manager's homes, insured elsewhere.
  secondHome = await demoHomeOf(app.api.deps, 'manager', 1);
  const second = await makeResident(app.api.deps, await demoUserId(app.api.deps, 'tenant2'), secondHome.buildingId, { movedInDaysAgo: 10, moveOutInDays: 200 });
  await app.api.deps.database.db.execute(sql`UPDATE lifecycles SET finalized_at = NULL WHERE id = ${second.lifecycleId}`);
});
afterAll(() => app?.close());

const longDate = (iso: string) => formatDate(iso);

describe('renters insurance', () => {
  it('the tenant buys a plan and gets the certificate; the manager sees the tenant covered', async () => {
    const tenant = await app.newPage();
    await logInAsRenter(tenant, 'tenant', '/billing');
    await tenant.getByRole('link', { name: 'Renters insurance' }).click();
    await tenant.waitForURL((url) => url.pathname === '/billing/renters-insurance');
    await tenant.getByRole('heading', { level: 1, name: 'Renters insurance' }).waitFor();
    const lease = tenant.getByRole('region', { name: `Renters insurance for ${home.title}` });
    await lease.getByText('Not covered yet.').waitFor();

    // Three plans, priced for this home's city and state.
    for (const [plan, name] of [['basic', 'Basic'], ['standard', 'Standard'], ['plus', 'Plus']] as const) {
      const price = formatUsd(monthlyPremiumCents(plan, location));
      await lease.getByRole('button', { name: `Buy ${name} for ${price} a month` }).waitFor();
    }
    await shot(tenant, 'renters-insurance-plans-1280');

    await lease.getByRole('button', { name: /^Buy Standard/ }).click();
    await lease.getByText(`Covered until ${longDate(moveOut)}`).waitFor();
    await lease.getByText('Hearth Renters Cover').waitFor();
    const policyNumber = (await lease.getByText(/^HRC-[0-9A-F]{4}-[0-9A-F]{6}$/).textContent())!;
    // Bought: no plans on offer any more; the certificate is a PDF naming the policy.
    expect(await lease.getByRole('button', { name: /^Buy / }).count()).toBe(0);
    const certificate = lease.getByRole('link', { name: /Download certificate/ });
    const download = await tenant.request.get((await certificate.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    const pdf = (await download.body()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`Policy number: ${policyNumber}`);
    await shot(tenant, 'renters-insurance-covered-1280');
    await tenant.setViewportSize({ width: 375, height: 812 });
    await lease.getByText(`Covered until ${longDate(moveOut)}`).waitFor();
    expect(await tenant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(tenant, 'renters-insurance-covered-375');

    const manager = await app.newPage();
    await logInAsManager(manager);
    await manager.goto('/manager/tenants');
    await manager.getByRole('heading', { level: 1, name: 'Tenants' }).waitFor();
    const card = manager.getByRole('region', { name: home.title }).getByRole('article', { name: 'Tara Nguyen' })
      .filter({ hasText: 'Renters insurance' }).first();
    await card.getByText(`Covered until ${longDate(moveOut)} (Standard plan)`).waitFor();
    const managerCopy = await manager.request.get((await card.getByRole('link', { name: 'Certificate' }).getAttribute('href'))!);
    expect(managerCopy.status()).toBe(200);
    if (process.env.E2E_SCREENSHOTS) await card.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/renters-insurance-manager-card.png` });
  });

  it('a tenant insured elsewhere uploads proof of their policy; bad dates are refused next to the field', async () => {
    const tenant = await app.newPage({ width: 375, height: 812 });
    await logInAsRenter(tenant, 'tenant2', '/billing/renters-insurance');
    await tenant.getByRole('heading', { level: 1, name: 'Renters insurance' }).waitFor();
    const lease = tenant.getByRole('region', { name: `Renters insurance for ${secondHome.title}` });
    await lease.getByRole('button', { name: 'Upload proof of your policy' }).click();
    const form = lease.getByRole('form', { name: 'Proof of your own policy' });
    await form.getByLabel('Insurer').fill('State Farm');
    await form.getByLabel('Policy number').fill('SF-48-2291');
    const start = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 360 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Cover starts').fill(start);
    await form.getByLabel('Cover ends').fill(start);
    await uploadFile(tenant, form.getByLabel('Declarations page or certificate'), 'Declarations page or certificate',
      'state-farm-declarations.pdf', 'application/pdf', payStubPdf());
    await shot(tenant, 'renters-insurance-proof-375');
    await form.getByRole('button', { name: 'Save my policy' }).click();
    await form.getByText('The policy must end after it starts.').waitFor();
    await form.getByLabel('Cover ends').fill(end);
    await form.getByRole('button', { name: 'Save my policy' }).click();
    await lease.getByText(`Covered until ${longDate(end)}`).waitFor();
    await lease.getByText('Your own policy').waitFor();
    await lease.getByRole('link', { name: /View your proof/ }).waitFor();
    expect(await tenant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(tenant, 'renters-insurance-proof-saved-375');
  });
});
