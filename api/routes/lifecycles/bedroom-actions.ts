import { z } from 'zod';
import { HttpError, invalidInput } from '../../http/errors.js';
import { DbId } from '../../http/fields.js';
import { violates } from '../applications/application-errors.js';
import type { LifecycleActionSpec } from './action-route.js';
import { NoBody } from './review-actions.js';
import { assertRoomFree } from './room-promise.js';
import { isBedroomOfHome, setAssignedBedroom } from './lifecycle-actions-repository.js';

const AssignBody = z.object({ bedroom_id: DbId }).strict();
export const assign: LifecycleActionSpec<typeof AssignBody> = {
  action: 'assign',
  summary: 'Assign the applicant a bedroom of the same home',
  description: 'Sets the assigned bedroom. 400 naming bedroom_id for a room of another home; 409 duplicate_active_application '
    + 'when the tenant already has an open application for that room; 409 bedroom_already_promised when the applicant is '
    + 'approved and another approval or signed lease holds the new room for their dates.',
  body: AssignBody,
  async run(tx, { row, body }) {
    if (!(await isBedroomOfHome(tx, body.bedroom_id, row.building_id))) throw invalidInput({ bedroom_id: 'Choose a bedroom of this home.' });
    // An approved applicant is promised their room: the new one must be free for their dates too.
    if (row.approved_at !== null && body.bedroom_id !== row.assigned_bedroom_id) await assertRoomFree(tx, body.bedroom_id, row);
    try {
      await setAssignedBedroom(tx, row.id, body.bedroom_id);
    } catch (err) {
      // The transaction is lost either way; say why when it is the one-open-application rule.
      if (!violates(err, 'lifecycles_one_active_per_bedroom')) throw err;
      throw new HttpError(409, 'duplicate_active_application', 'This tenant already has an open application for that bedroom.');
    }
    return { from_bedroom_id: row.assigned_bedroom_id, bedroom_id: body.bedroom_id };
  },
};

export const unassign: LifecycleActionSpec<typeof NoBody> = {
  action: 'unassign',
  summary: 'Take the applicant off their bedroom (the application stays open)',
  description: 'Clears the assigned bedroom; 422 bedroom_not_assigned when there is none.',
  body: NoBody,
  async run(tx, { row }) {
    if (row.assigned_bedroom_id === null) throw new HttpError(422, 'bedroom_not_assigned', 'No bedroom is assigned.');
    await setAssignedBedroom(tx, row.id, null);
    return { from_bedroom_id: row.assigned_bedroom_id };
  },
};
