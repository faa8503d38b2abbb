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
import { logInAsRenter } from './support/login.js';
import { logInAsManager } from './support/managerHomes.js';

let app: App;
let home: { buildingId: number; title: string };
let location: { city: string; state: string };
let moveOut: string;

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
});
