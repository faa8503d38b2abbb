import { bedroomAvailableFrom, bedroomHeldDuring } from '../../db/availability.js';
import type { Executor } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import { formatDate } from '../../../common/dates.js';
import { lockBedroomRow } from './room-promise-repository.js';

/**
 * Before a room is promised to an applicant (approval, or moving an approved one):
 * nothing else may hold it for their dates (the availability rule: signed leases
 * and approved applications). The room's row is locked first, so two approvals
 * for one room take turns and the second sees the first.
 */
export async function assertRoomFree(tx: Executor, bedroomId: number, stay: { move_in_date: string; move_out_date: string }): Promise<void> {
  await lockBedroomRow(tx, bedroomId);
  if (!(await bedroomHeldDuring(tx, bedroomId, stay.move_in_date, stay.move_out_date))) return;
  const freeFrom = await bedroomAvailableFrom(tx, bedroomId, stay.move_in_date);
  throw new HttpError(409, 'bedroom_already_promised',
    `Another applicant is approved for this room, or has a signed lease, for some of these dates. It is free from ${formatDate(freeFrom)}.`);
}
