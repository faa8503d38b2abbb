import { desc, eq, sql } from 'drizzle-orm';
import { buildings, guarantorConnections, lifecycles, outboxMessages } from '../../api/db/schema.js';
import type { TestApi } from '../support/api.js';
import { linkParam, registerUser, type Registered } from './auth-helpers.js';

/**
 * An application of `tenant` for a listed home, written straight to the table so
 * these tests do not depend on the submit-application flow.
 */
export async function applicationOf(api: TestApi, tenantUserId: number, state: { inactive?: boolean } = {}) {
  const db = api.deps.database.db;
  const [home] = await db.select({ id: buildings.id, city: buildings.city }).from(buildings)
    .where(sql`${buildings.listedAt} IS NOT NULL`).orderBy(buildings.id).limit(1);
  const [row] = await db.insert(lifecycles).values({
    tenantUserId, buildingId: home!.id, moveInDate: '2026-09-01', moveOutDate: '2027-08-31',
    applicationSignedAt: new Date(), applicationDeactivatedAt: state.inactive ? new Date() : null,
  }).returning({ id: lifecycles.id });
  return { lifecycleId: row!.id, city: home!.city };
}

/** A signed-up tenant with one active application. */
export async function tenantWithApplication(api: TestApi, names: Record<string, string> = { first_name: 'Tara', last_name: 'Quinn' }) {
  const tenant = await registerUser(api, 'tenant', names);
  return { ...tenant, ...(await applicationOf(api, tenant.userId)) };
}

export const invite = (api: TestApi, token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  api.call('POST', '/guarantor-connections', { token, body, headers });

/** The connection id and token of the newest invite mailed to `email`. */
export async function inviteLink(api: TestApi, email: string) {
  const [mail] = await api.deps.database.db.select().from(outboxMessages)
    .where(eq(outboxMessages.toEmail, email)).orderBy(desc(outboxMessages.id)).limit(1);
  if (!mail || mail.kind !== 'guarantor_invite') throw new Error(`no invite mailed to ${email}`);
  return { connectionId: Number(linkParam(mail.body, 'connection_id')), inviteToken: linkParam(mail.body, 'invite_token'), mail };
}

export const guarantorEmail = () => `guarantor-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** A tenant's application with an invited guarantor, and that guarantor's own account (not yet accepted). */
export async function invitedGuarantor(api: TestApi) {
  const tenant = await tenantWithApplication(api);
  const guarantor: Registered = await registerUser(api, 'tenant', { first_name: 'Gus' });
  const res = await invite(api, tenant.token, { lifecycle_id: tenant.lifecycleId, guarantor_name: 'Gus Grant', guarantor_email: guarantor.email });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return { tenant, guarantor, ...(await inviteLink(api, guarantor.email)) };
}

export const accept = (api: TestApi, token: string, connectionId: number, inviteToken: string) =>
  api.call('POST', `/guarantor-connections/${connectionId}/accept`, { token, body: { invite_token: inviteToken } });

/** Pretends the last invite went out `seconds` ago (the resend limit counts from it). */
export async function ageInvite(api: TestApi, connectionId: number, seconds: number) {
  await api.deps.database.db.update(guarantorConnections)
    .set({ lastInviteSentAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(guarantorConnections.id, connectionId));
}

/** What slice B's screening and income steps record on the connection. */
export async function completeGuarantorStep(api: TestApi, connectionId: number, step: 'screening' | 'financials') {
  await api.deps.database.db.update(guarantorConnections)
    .set(step === 'screening' ? { screeningCompletedAt: new Date() } : { financialQualificationsCompletedAt: new Date() })
    .where(eq(guarantorConnections.id, connectionId));
}
