import type { EventType } from '../../common/event-types.js';
import type { Executor } from '../db/client.js';
import { homeManagerIds } from './audiences.js';
import { partyNames, type PartyNames } from './lifecycle-events-repository.js';
import { recordEvent, type Actor, type NotificationDraft } from './record.js';

/**
 * Events of the application and lease lifecycle (docs/live.md "Notifications
 * written by domain events"), called inside the transaction of the change. The
 * audience is always the tenant and the home's managers (leasing area); who is
 * notified depends on which side acted. recordEvent skips the actor.
 */
interface Party {
  tenantUserId: number;
  buildingId: number;
}

const UNNAMED_TENANT = 'An applicant';

async function namesOf(ex: Executor, p: Party): Promise<PartyNames> {
  return (await partyNames(ex, p.tenantUserId, p.buildingId, UNNAMED_TENANT)) ?? { tenant: UNNAMED_TENANT, home: 'your home' };
}

async function audienceOf(ex: Executor, p: Party): Promise<{ managers: number[]; audience: number[] }> {
  const managers = await homeManagerIds(ex, p.buildingId, 'leasing');
  return { managers, audience: [p.tenantUserId, ...managers] };
}

const toManagers = (managers: number[], title: string, body: string): NotificationDraft[] =>
  managers.map((userId) => ({ userId, group: 'manager_building', title, body, linkPath: '/manager/tenants' }));

/** application.sent (to the home's managers), .withdrawn (managers), .approved / .denied (the tenant). */
export async function recordApplicationEvent(
  ex: Executor, type: Extract<EventType, `application.${string}`>, lifecycle: Party & { id: number }, actor: Actor, data: Record<string, unknown> = {},
): Promise<void> {
  const { managers, audience } = await audienceOf(ex, lifecycle);
  const { tenant, home } = await namesOf(ex, lifecycle);
  const forTenant = (title: string): NotificationDraft[] =>
    [{ userId: lifecycle.tenantUserId, group: 'lifecycle', title, body: home, linkPath: '/applications' }];
  const notify = {
    'application.sent': () => toManagers(managers, `${tenant} applied to ${home}`, 'The application is ready for your review.'),
    'application.withdrawn': () => toManagers(managers, `${tenant} withdrew their application to ${home}`, ''),
    'application.approved': () => forTenant(`Your application to ${home} was approved`),
    'application.denied': () => forTenant(`Your application to ${home} was not accepted`),
  }[type]();
  await recordEvent(ex, {
    type, actor, buildingId: lifecycle.buildingId, subject: { type: 'lifecycle', id: lifecycle.id }, audience, notify,
    data: { lifecycle_id: lifecycle.id, tenant_user_id: lifecycle.tenantUserId, ...data },
  });
}

/** lease.tenant_signed (the managers may countersign) and lease.countersigned (the tenant's room is rented). */
export async function recordLeaseEvent(
  ex: Executor, type: 'lease.tenant_signed' | 'lease.countersigned', lease: Party & { id: number; lifecycleId: number }, actor: Actor,
): Promise<void> {
  const { managers, audience } = await audienceOf(ex, lease);
  const { tenant, home } = await namesOf(ex, lease);
  const notify: NotificationDraft[] = type === 'lease.tenant_signed'
    ? toManagers(managers, `${tenant} signed the lease for ${home}`, 'Countersign it to rent the room.')
    : [{ userId: lease.tenantUserId, group: 'lifecycle', title: `Your lease for ${home} is countersigned`, body: 'The room is yours.', linkPath: `/leases/${lease.id}` }];
  await recordEvent(ex, {
    type, actor, buildingId: lease.buildingId, subject: { type: 'lease', id: lease.id }, audience, notify,
    data: { lease_id: lease.id, lifecycle_id: lease.lifecycleId, tenant_user_id: lease.tenantUserId },
  });
}
