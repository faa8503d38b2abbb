import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/db/schema.js';
import { toGlobalId } from '../../gateway/relay/globalId.js';
import { demoUserId } from '../support/residents.js';
import { startStack, type Stack } from './harness.js';

/** Issue 15, staff through GraphQL: find, inspect, block, the demo call, impersonation and the audit log. */
let stack: Stack;
let tenantId: string;
const REASON = 'Checking why autopay failed for this tenant';

beforeAll(async () => {
  stack = await startStack();
  tenantId = String(await demoUserId(stack.api.deps, 'tenant'));
});
afterAll(() => stack?.close());

const FIND = `query Find($search: String) { staffUsers(search: $search, first: 5) { edges { node { databaseId email name roles isStaff } } } }`;
const PAGE = `query Page($id: ID!) { staffUser(databaseId: $id) {
  user { email blockedFromCreatingLifecyclesAt } managerOnboardingDemoCallStatus homes { title relation }
  applications { state } invoices { amount { cents } paymentStatus } tickets { title } resolutionCases { status } staffAccess { reason } } }`;
const START = `mutation Start($input: StartImpersonationInput!) { startImpersonation(input: $input) { token userRole userErrors { field code message } } }`;
const STOP = 'mutation { stopImpersonation { token userErrors { code } } }';
const BANNER = '{ viewer { user { firstName } impersonator { firstName reason } } }';

describe('staff', () => {
  it('find a user by part of their email and open their page', async () => {
    const staff = await stack.tokenFor('staff');
    const found = await stack.gql(FIND, { search: 'tenant@HEARTH' }, { token: staff });
    expect(found.data?.staffUsers.edges.map((e: any) => e.node.email)).toEqual(['tenant@hearth.test']);
    const page = await stack.gql(PAGE, { id: tenantId }, { token: staff });
    expect(page.errors).toBeUndefined();
    expect(page.data?.staffUser.user.email).toBe('tenant@hearth.test');
    expect((await stack.gql(PAGE, { id: '2000000000' }, { token: staff })).data?.staffUser).toBeNull();
  });

  it('block and unblock, set the demo call status', async () => {
    const staff = await stack.tokenFor('staff');
    const block = `mutation B($input: SetUserLifecycleBlockInput!) { setUserLifecycleBlock(input: $input) { userPage { user { blockedFromCreatingLifecyclesAt } } userErrors { code } } }`;
    const blocked = await stack.gql(block, { input: { userId: tenantId, blocked: true } }, { token: staff });
    expect(blocked.data?.setUserLifecycleBlock.userPage.user.blockedFromCreatingLifecyclesAt).toEqual(expect.any(String));
    const unblocked = await stack.gql(block, { input: { userId: tenantId, blocked: false } }, { token: staff });
    expect(unblocked.data?.setUserLifecycleBlock.userPage.user.blockedFromCreatingLifecyclesAt).toBeNull();
    const manager = String(await demoUserId(stack.api.deps, 'manager2'));
    const demo = `mutation D($input: SetManagerDemoCallStatusInput!) { setManagerDemoCallStatus(input: $input) { userPage { managerOnboardingDemoCallStatus } userErrors { code } } }`;
    const set = await stack.gql(demo, { input: { userId: manager, status: 'DEMO_CALL_COMPLETED' } }, { token: staff });
    expect(set.data?.setManagerDemoCallStatus.userPage.managerOnboardingDemoCallStatus).toBe('DEMO_CALL_COMPLETED');
    const bad = await stack.gql(block, { input: { userId: 'nobody', blocked: true } }, { token: staff });
    expect(bad.data?.setUserLifecycleBlock.userErrors[0]).toMatchObject({ code: 'not_found' });
  });

  it('impersonate: the banner, a refused payment, stop, the audit log and the user\'s view', async () => {
    const staff = await stack.tokenFor('staff');
    const short = await stack.gql(START, { input: { userId: tenantId, reason: 'short' } }, { token: staff });
    expect(short.data?.startImpersonation.userErrors[0]).toMatchObject({ field: 'reason' });
    const staffTarget = await stack.gql(START, { input: { userId: String(await demoUserId(stack.api.deps, 'staff')), reason: REASON } }, { token: staff });
    expect(staffTarget.data?.startImpersonation.userErrors[0]).toMatchObject({ field: 'userId', code: 'forbidden' });

    const started = await stack.gql(START, { input: { userId: tenantId, reason: REASON } }, { token: staff });
    const token = started.data?.startImpersonation.token as string;
    expect(started.data?.startImpersonation.userRole).toBe('TENANT');
    const banner = await stack.gql(BANNER, {}, { token });
    expect(banner.data?.viewer).toEqual({ user: { firstName: 'Tara' }, impersonator: { firstName: 'Sam', reason: REASON } });

    const pay = `mutation P($input: PayInvoiceInput!) { payInvoice(input: $input) { userErrors { code } } }`;
    const refused = await stack.gql(pay, { input: { invoiceId: toGlobalId('Invoice', 1), idempotencyKey: randomUUID() } }, { token });
    expect(refused.errors?.[0].extensions).toMatchObject({ v20Code: 'forbidden_as_impersonate_user' });

    const stopped = await stack.gql(STOP, {}, { token });
    const fresh = stopped.data?.stopImpersonation.token as string;
    expect(fresh).toEqual(expect.any(String));
    expect((await stack.gql(BANNER, {}, { token: fresh })).data?.viewer.impersonator).toBeNull();

    const audit = await stack.gql(`query A($f: AuditLogFilter) { auditLog(filter: $f, first: 20) { edges { node { method route actingAsDatabaseId actorEmail } } } }`,
      { f: { actingAsId: tenantId } }, { token: fresh });
    expect(audit.data?.auditLog.edges.map((e: any) => e.node.route)).toEqual(expect.arrayContaining([
      '/internal/impersonate-user', '/internal/impersonate-user/current', '/invoices/:id/attempt', '/internal/impersonate-user/stop',
    ]));

    const own = await stack.gql('{ viewer { accountAccess { staffFirstName reason startedAt endedAt } } }', {}, { token: await stack.tokenFor('tenant') });
    expect(own.data?.viewer.accountAccess[0]).toMatchObject({ staffFirstName: 'Sam', reason: REASON, endedAt: expect.any(String) });
  });

  it('non-staff are refused every staff field', async () => {
    for (const key of ['tenant', 'manager', 'vendor']) {
      const token = await stack.tokenFor(key);
      const res = await stack.gql(FIND, { search: 'hearth' }, { token });
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const start = await stack.gql(START, { input: { userId: tenantId, reason: REASON } }, { token });
      expect(start.data?.startImpersonation.token).toBeNull();
    }
  });

  it('a signed-out staff member, or one whose staff status was withdrawn, gets nothing', async () => {
    const signedOut = await stack.tokenFor('staff');
    await stack.api.call('POST', '/logout', { token: signedOut });
    const res = await stack.gql(FIND, { search: 'hearth' }, { token: signedOut });
    expect(res.data?.staffUsers ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const withdrawn = await stack.tokenFor('staff');
    await stack.api.deps.database.db.update(users).set({ isStaff: false }).where(eq(users.email, 'staff@hearth.test'));
    try {
      const page = await stack.gql(PAGE, { id: tenantId }, { token: withdrawn });
      expect(page.data?.staffUser ?? null).toBeNull();
      // The token claims a staff status the database no longer backs: the session is refused whole.
      expect(page.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await stack.api.deps.database.db.update(users).set({ isStaff: true }).where(eq(users.email, 'staff@hearth.test'));
    }
  });
});
