import type { ApiConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { HttpError, invalidInput } from '../../http/errors.js';
import { downloadPath } from '../../uploads/file-links.js';
import { requireOwnUploads } from '../../uploads/uploads-repository.js';
import type { AppointmentAction } from '../../domain/services/appointment-status.js';
import { insertPhotos, photoFilesInUse, photosOf, photosOfJobs, type ActivityPhotoRow } from './photos-repository.js';

const FIELD = 'photo_file_ids';

/**
 * The photos of a hand-in (docs/vendors.md "Photos and on my way"): only the holder's
 * hand-in takes photos; a complete one needs at least one (422 photos_required);
 * each must be the caller's own finished upload of purpose service_activity_photo
 * (else 400 naming photo_file_ids.N), given once, and not used by an earlier
 * hand-in (422 photo_already_used). Answers the ids, lower-cased.
 */
export async function requireHandInPhotos(ex: Executor, userId: number, fileIds: readonly string[], action: AppointmentAction): Promise<string[]> {
  const submits = action === 'submit_complete' || action === 'submit_incomplete';
  if (!submits && fileIds.length > 0) {
    throw invalidInput({ [FIELD]: 'Photos come with the vendor\'s hand-in only.' });
  }
  if (action === 'submit_complete' && fileIds.length === 0) {
    throw new HttpError(422, 'photos_required', 'Add at least one photo of the finished work.', { [FIELD]: 'Add at least one photo of the finished work.' });
  }
  const ids = fileIds.map((id) => id.toLowerCase());
  // One query per photo (at most 20) so the refusal names the very entry, photo_file_ids.N, even for a single photo.
  for (const [i, id] of ids.entries()) {
    if (ids.indexOf(id) !== i) throw invalidInput({ [`${FIELD}.${i}`]: 'This photo is in the list twice.' });
    await requireOwnUploads(ex, userId, [id], 'service_activity_photo', `${FIELD}.${i}`);
  }
  const used = await photoFilesInUse(ex, ids);
  const reused = ids.findIndex((id) => used.has(id));
  if (reused >= 0) throw alreadyUsed(reused);
  return ids;
}

function alreadyUsed(index: number): HttpError {
  const message = 'This photo was handed in before; upload a new one.';
  return new HttpError(422, 'photo_already_used', message, { [`${FIELD}.${index}`]: message });
}

/** Stores the checked photos with the hand-in's timeline entry; one taken by a racing hand-in meanwhile is 422 (the transaction rolls back). */
export async function storeHandInPhotos(ex: Executor, p: { activityId: number; historyId: number; userId: number; fileIds: readonly string[] }): Promise<void> {
  const taken = await insertPhotos(ex, p);
  if (taken >= 0) throw alreadyUsed(taken);
}

export interface PhotoDto {
  file_id: string;
  /** A signed read address (7 days), as other private uploads are shown. */
  url: string;
  file_name: string;
  hand_in: ActivityPhotoRow['hand_in'];
  handed_in_at: string;
}

/** The job's photos with signed read links; call only for a viewer who sees the job in full. */
export async function photoDtosOf(ex: Executor, config: ApiConfig, activityId: number): Promise<PhotoDto[]> {
  return (await photosOf(ex, activityId)).map((p) => photoDto(config, p));
}

/** The photos of several jobs in one query, by job id; call only with jobs the viewer sees in full. */
export async function photoDtosOfJobs(ex: Executor, config: ApiConfig, activityIds: readonly number[]): Promise<Map<number, PhotoDto[]>> {
  const byJob = new Map<number, PhotoDto[]>();
  for (const p of await photosOfJobs(ex, activityIds)) byJob.set(p.service_activity_id, [...(byJob.get(p.service_activity_id) ?? []), photoDto(config, p)]);
  return byJob;
}

const photoDto = (config: ApiConfig, p: ActivityPhotoRow): PhotoDto => ({
  file_id: p.file_id, url: downloadPath(config, p.file_id), file_name: p.file_name, hand_in: p.hand_in, handed_in_at: p.handed_in_at,
});
