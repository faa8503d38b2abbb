// Issue 7, the staff side of the resolution center, in Chromium: the demo tenant has
// opened a lease-termination case (through the REST api, as the tenant's own e2e
// does it in the browser); staff find it on /internal/resolution-cases, filter by
// status, escalate it with one of the spec's reasons, talk to both parties, resolve it
// with a note and ban the tenant (then lift it); a second case, whose proposal was
// accepted, is marked pending finalization and then waits for us.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHomeOf, demoUserId, makeResident } from '../support/residents.js';
import { startApp, type App } from './support/app.js';
import { logInAsRenter } from './support/login.js';

let app: App;
let caseId: number;
let acceptedCaseId: number;
let tenantToken: string;
const SHOTS = process.env.E2E_SHOTS_DIR;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startApp();
  const home = await demoHomeOf(app.api.deps, 'manager');
  const { lifecycleId } = await makeResident(app.api.deps, await demoUserId(app.api.deps, 'tenant'), home.buildingId);
  const token = await app.api.login('tenant', 'tenant');
  tenantToken = token;
  const res = await app.api.call('POST', '/resolution-cases', {
    token,
    body: { kind: 'tenant_elt', lifecycle_id: lifecycleId, description: 'E2E: my job moves to Denver in two months.', requested_vacate_date: inDays(60) },
  });
  if (res.statusCode !== 201) throw new Error(`opening the case failed: ${res.statusCode} ${res.body}`);
  caseId = Number(res.json().id);
  // The manager answers: two months' rent to leave without a replacement.
  const manager = await app.api.login('manager', 'manager');
  await expectStatus(app.api.call('POST', '/resolution-proposals', { token: manager, body: { case_id: caseId, proposal_type: 'no_replacement_with_fee', fee_months: 2, message: 'Two months and you are free.' } }), 201);

  // A second tenant's case whose proposal was accepted: the manager's turn, then ours.
  const tenant2 = await app.api.login('tenant2', 'tenant');
  const second = await makeResident(app.api.deps, await demoUserId(app.api.deps, 'tenant2'), home.buildingId);
  const opened = await expectStatus(app.api.call('POST', '/resolution-cases', {
    token: tenant2, body: { kind: 'tenant_elt', lifecycle_id: second.lifecycleId, description: 'E2E: moving in with family.', requested_vacate_date: inDays(30) },
  }), 201);
  acceptedCaseId = Number(opened.id);
  const proposal = await expectStatus(app.api.call('POST', '/resolution-proposals', { token: manager, body: { case_id: acceptedCaseId, proposal_type: 'no_replacement' } }), 201);
  await expectStatus(app.api.call('POST', `/resolution-proposals/${proposal.id}/accept`, { token: tenant2, body: {} }), 200);
});

async function expectStatus(call: ReturnType<App['api']['call']>, status: number): Promise<{ id: number | string }> {
  const res = await call;
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}
afterAll(() => app?.close());

const logInAsStaff = (page: Page) => logInAsRenter(page, 'staff', '/internal');

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-${name}.png`, fullPage: true });
};

describe('staff in the resolution center', () => {
  it('find a case by status, escalate it with a reason, and resolve it', async () => {
    const staff = await app.newPage();
    await logInAsStaff(staff);
    await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Resolution cases' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Resolution cases' }).waitFor();

    // The new case is listed as open, waiting for the tenant's answer to the proposal, with no flags.
    await staff.getByLabel('Status').selectOption({ label: 'Open' });
    await staff.waitForURL(/status=OPEN/);
    const row = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: `Case ${caseId}` }) });
    await row.getByRole('cell', { name: 'Tenant', exact: true }).waitFor();
    // The filtered list replaces the whole one when its query answers: wait for the accepted case to leave.
    await expect.poll(() => staff.getByRole('link', { name: `Case ${acceptedCaseId}` }).count()).toBe(0);
    await shot(staff, 'cases');
    await staff.getByLabel('Status').selectOption({ label: 'Resolved' });
    await staff.waitForURL(/status=RESOLVED/);
    await staff.getByText('No cases with this status.').waitFor();
    await staff.getByLabel('Status').selectOption({ label: 'Open' });
    await staff.getByRole('link', { name: `Case ${caseId}` }).click();

    await staff.getByRole('heading', { level: 1, name: `Case ${caseId}: Lease termination` }).waitFor();
    await staff.getByText('E2E: my job moves to Denver in two months.').waitFor();
    const proposals = staff.getByRole('region', { name: 'Proposals' });
    await proposals.getByText('Leave without a replacement, with a fee').waitFor();
    await proposals.getByText(/^2 months’ rent \(\$[\d,]+\)$/).waitFor();
    await proposals.getByText(/Waiting for the tenant/).waitFor();
    await proposals.getByText('Two months and you are free.').waitFor();
    // A reason is required to escalate; the four spec reasons are offered.
    const escalate = staff.getByRole('form', { name: 'Escalate' });
    await escalate.getByRole('button', { name: 'Escalate case' }).click();
    await escalate.getByText('Choose why the case is escalated.').waitFor();
    expect(await escalate.getByLabel('Reason').locator('option').allTextContents())
      .toEqual(['Choose a reason', 'Other party not responding', 'Clarification needed', 'Inappropriate use of platform', 'Other']);
    await escalate.getByLabel('Reason').selectOption({ label: 'Other party not responding' });
    await escalate.getByLabel('Note (optional)').fill('Manager has not answered in two weeks.');
    await escalate.getByRole('button', { name: 'Escalate case' }).click();
    await staff.getByRole('status').filter({ hasText: 'Case escalated' }).waitFor();
    const request = staff.getByRole('region', { name: 'Request' });
    await request.getByText('Product team (us)').waitFor();
    await request.getByText('Other party not responding — Manager has not answered in two weeks.').waitFor();
    await staff.getByRole('form', { name: 'De-escalate' }).waitFor();
    await shot(staff, 'case-escalated');

    // No thread yet: staff start one; then the message form replaces it.
    const chat = staff.getByRole('form', { name: 'Start a conversation' });
    await chat.getByLabel('First message (optional)').fill('Hearth here: we are looking at this case.');
    await chat.getByRole('button', { name: 'Start conversation' }).click();
    await staff.getByRole('status').filter({ hasText: 'Conversation started' }).waitFor();
    const timeline = staff.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Hearth here: we are looking at this case.').waitFor();
    const message = staff.getByRole('form', { name: 'Message the parties' });
    await message.getByRole('button', { name: 'Send message' }).click();
    await message.getByText('Write a message.').waitFor();
    await message.getByLabel('Message').fill('Could the manager answer by Friday?');
    await message.getByRole('button', { name: 'Send message' }).click();
    await staff.getByRole('status').filter({ hasText: 'Message sent to both parties.' }).waitFor();
    await timeline.getByText('Could the manager answer by Friday?').waitFor();

    // The tenant answers from their side: the open page shows it without a reload.
    const threadId = (await expectStatus(app.api.call('GET', `/resolution-cases/${caseId}`, { token: tenantToken }), 200) as { comment_thread_id?: number }).comment_thread_id;
    await expectStatus(app.api.call('POST', `/comment-thread/${threadId}/comments`, { token: tenantToken, body: { body: 'Thanks, I can wait.' } }), 201);
    await timeline.getByText('Thanks, I can wait.').waitFor();

    const resolve = staff.getByRole('form', { name: 'Resolve' });
    await resolve.getByLabel('Resolution note').fill('Agreed with both sides by phone: leaving without a fee.');
    await resolve.getByRole('button', { name: 'Resolve case' }).click();
    await staff.getByRole('status').filter({ hasText: 'Case resolved.' }).waitFor();
    await request.getByText('Agreed with both sides by phone: leaving without a fee.').waitFor();
    // A resolved case takes no more resolve, close or escalate.
    await resolve.waitFor({ state: 'detached' });
    expect(await staff.getByRole('form', { name: 'Close without resolving' }).count()).toBe(0);
    expect(await staff.getByRole('form', { name: 'De-escalate' }).count()).toBe(0);
    await staff.getByRole('region', { name: 'Timeline' }).getByText(/→ Resolved/).waitFor();
    await shot(staff, 'case-resolved');

    // A ban asks first, and can be lifted, even on a resolved case.
    const ban = staff.getByRole('group', { name: 'Ban' });
    await ban.getByRole('button', { name: 'Ban the tenant…' }).click();
    await ban.getByRole('button', { name: 'Cancel' }).click();
    await ban.getByRole('button', { name: 'Ban the tenant…' }).click();
    await ban.getByRole('button', { name: 'Yes, ban the tenant' }).click();
    await staff.getByRole('status').filter({ hasText: 'Tenant banned from the resolution center.' }).waitFor();
    await request.getByText('Banned', { exact: true }).waitFor();
    const banned = staff.getByRole('group', { name: 'Banned' });
    await banned.getByRole('button', { name: 'Lift the ban…' }).click();
    await banned.getByRole('button', { name: 'Yes, lift the ban' }).click();
    await staff.getByRole('status').filter({ hasText: 'Ban lifted.' }).waitFor();
    await request.getByText('Banned', { exact: true }).waitFor({ state: 'detached' });

    await staff.getByRole('link', { name: '← All resolution cases' }).click();
    await staff.getByLabel('Status').selectOption({ label: 'Resolved' });
    await staff.getByRole('link', { name: `Case ${caseId}` }).waitFor();

    // The same pages at a phone's width.
    const phone = await app.newPage({ width: 390, height: 844 });
    await logInAsStaff(phone);
    await phone.goto('/internal/resolution-cases');
    await phone.getByRole('link', { name: `Case ${caseId}` }).waitFor();
    await shot(phone, 'cases-phone');
    await phone.goto(`/internal/resolution-cases/${caseId}`);
    await phone.getByRole('heading', { level: 1, name: `Case ${caseId}: Lease termination` }).waitFor();
    await shot(phone, 'case-phone');
  });

  it('mark an accepted case pending finalization, which then waits for us', async () => {
    const staff = await app.newPage();
    await logInAsStaff(staff);
    await staff.goto('/internal/resolution-cases?status=PROPOSAL_ACCEPTED');
    const row = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: `Case ${acceptedCaseId}` }) });
    await row.getByRole('cell', { name: 'Manager', exact: true }).waitFor();
    await row.getByRole('link').click();
    const request = staff.getByRole('region', { name: 'Request' });
    await request.getByText('Proposal accepted').waitFor();
    await staff.getByRole('region', { name: 'Proposals' }).getByText(/^Accepted/).waitFor();
    await staff.getByRole('region', { name: 'Timeline' }).getByText('Accepted: Leave without finding a replacement').waitFor();
    const form = staff.getByRole('form', { name: 'Pending finalization' });
    await form.getByLabel('Note (optional)').fill('Manager confirmed the move-out by phone.');
    await form.getByRole('button', { name: 'Mark pending finalization' }).click();
    await staff.getByRole('status').filter({ hasText: 'Marked pending finalization.' }).waitFor();
    await request.getByText('Product team (us)').waitFor();
    await form.waitFor({ state: 'detached' });
    await staff.getByRole('form', { name: 'Resolve' }).waitFor();
    await shot(staff, 'case-pending-finalization');
  });
});
