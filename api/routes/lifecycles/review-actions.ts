import { z } from 'zod';
import { DENIAL_REASONS, MANAGER_CLOSURE_REASONS } from '../../../common/lifecycle-reasons.js';
import { valuesOf } from '../../../common/application-reasons.js';
import { recordApplicationEvent } from '../../events/lifecycle-events.js';
import { HttpError } from '../../http/errors.js';
import type { LifecycleActionSpec } from './action-route.js';
import { prepareLeaseAfterApproval } from './lease-hooks.js';
import { assertRoomFree } from './room-promise.js';
import { markApproved, markDeactivated, markDenied } from './lifecycle-actions-repository.js';

/** Actions without a body accept none, or an empty object. */
export const NoBody = z.object({}).strict().nullish();
const Note = z.string().trim().max(1000).optional();
const partyOf = (row: { id: number; building_id: number; tenant_user_id: number }) =>
  ({ id: row.id, buildingId: row.building_id, tenantUserId: row.tenant_user_id });

export const approve: LifecycleActionSpec<typeof NoBody> = {
  action: 'approve',
  summary: 'Approve an applicant (the home\'s manager)',
  description: 'Sets approved_at and prepares the lease for the tenant to sign. 422 bedroom_not_assigned when no room is assigned; '
    + '409 bedroom_already_promised when another approved application or signed lease holds the room for some of the dates.',
  body: NoBody,
  async run(tx, { row, actor, deps }) {
    if (row.assigned_bedroom_id === null) {
      throw new HttpError(422, 'bedroom_not_assigned', 'Assign a bedroom before approving this applicant.');
    }
    await assertRoomFree(tx, row.assigned_bedroom_id, row);
    await markApproved(tx, row.id, actor.userId);
    const lease = await prepareLeaseAfterApproval(tx, deps, row.id);
    await recordApplicationEvent(tx, 'application.approved', partyOf(row), { role: 'manager', userId: actor.userId });
    return { lease };
  },
};

const DenialBody = z.object({ reason: z.enum(valuesOf(DENIAL_REASONS)), message: Note }).strict();
export const managerDenial: LifecycleActionSpec<typeof DenialBody> = {
  action: 'manager-denial',
  summary: 'Deny an applicant with a spec §8 denial reason',
  description: 'Sets denied_at and denial_reason, and closes the application (deactivation_reason manager_rejection).',
  body: DenialBody,
  async run(tx, { row, body, actor }) {
    await markDenied(tx, row.id, body.reason);
    // The reason is the manager's record; the tenant's notification does not spell it out.
    await recordApplicationEvent(tx, 'application.denied', partyOf(row), { role: 'manager', userId: actor.userId });
    return { reason: body.reason, message: body.message ?? null };
  },
};

const DeactivateBody = z.object({ reason: z.enum(valuesOf(MANAGER_CLOSURE_REASONS)), message: Note }).strict();
export const deactivate: LifecycleActionSpec<typeof DeactivateBody> = {
  action: 'deactivate',
  summary: 'Close an application with a spec §8 closure reason',
  description: 'Sets application_deactivated_at and deactivation_reason (the reasons a manager may choose).',
  body: DeactivateBody,
  async run(tx, { row, body }) {
    await markDeactivated(tx, row.id, body.reason);
    return { reason: body.reason, message: body.message ?? null };
  },
};
