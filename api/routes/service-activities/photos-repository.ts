import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import type { ServiceActivityHistoryRow, ServiceActivityPhotosRow, UploadedFilesRow } from '../../db/__generated__/rows.js';

/** A photo handed in with a job, with the hand-in (timeline entry) it belongs to. */
export interface ActivityPhotoRow extends Pick<ServiceActivityPhotosRow, 'file_id' | 'history_id' | 'position' | 'uploaded_by_user_id'> {
  file_name: UploadedFilesRow['file_name'];
  hand_in: Extract<ServiceActivityHistoryRow['action'], 'submit_complete' | 'submit_incomplete'>;
  handed_in_at: string;
}

/** Which of these files already belong to a hand-in (a photo proves one visit only). */
export async function photoFilesInUse(ex: Executor, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const found = await rows<Pick<ServiceActivityPhotosRow, 'file_id'>>(ex, sql`SELECT file_id FROM service_activity_photos
    WHERE file_id = ANY (${`{${fileIds.join(',')}}`}::uuid[])`);
  return new Set(found.map((r) => r.file_id));
}

/**
 * The hand-in's photos, in the order given; written in the transaction of the status
 * change. Answers the index of a file another hand-in took meanwhile (a race the check
 * before could not see: the unique file_id decides), or -1 when all were stored.
 */
export async function insertPhotos(ex: Executor, p: { activityId: number; historyId: number; userId: number; fileIds: readonly string[] }): Promise<number> {
  for (const [position, fileId] of p.fileIds.entries()) {
    const stored = await rows(ex, sql`INSERT INTO service_activity_photos (service_activity_id, file_id, uploaded_by_user_id, history_id, position)
      VALUES (${p.activityId}, ${fileId}, ${p.userId}, ${p.historyId}, ${position}) ON CONFLICT (file_id) DO NOTHING RETURNING id`);
    if (stored.length === 0) return position;
  }
  return -1;
}

/** The photos of several jobs in one query, each job's hand-in by hand-in. */
export async function photosOfJobs(ex: Executor, activityIds: readonly number[]): Promise<(ActivityPhotoRow & { service_activity_id: number })[]> {
  if (activityIds.length === 0) return [];
  return rows<ActivityPhotoRow & { service_activity_id: number }>(ex, sql`SELECT p.service_activity_id, p.file_id, p.history_id, p.position,
      p.uploaded_by_user_id, f.file_name, h.action AS hand_in, ${isoOf(sql`h.created_at`)} AS handed_in_at
    FROM service_activity_photos p JOIN uploaded_files f ON f.id = p.file_id JOIN service_activity_history h ON h.id = p.history_id
    WHERE p.service_activity_id = ANY (${`{${activityIds.join(',')}}`}::int[]) ORDER BY p.service_activity_id, p.history_id, p.position`);
}

/** Every photo of the job, hand-in by hand-in, in the order handed in. */
export async function photosOf(ex: Executor, activityId: number): Promise<ActivityPhotoRow[]> {
  return rows<ActivityPhotoRow>(ex, sql`SELECT p.file_id, p.history_id, p.position, p.uploaded_by_user_id, f.file_name,
      h.action AS hand_in, ${isoOf(sql`h.created_at`)} AS handed_in_at
    FROM service_activity_photos p JOIN uploaded_files f ON f.id = p.file_id JOIN service_activity_history h ON h.id = p.history_id
    WHERE p.service_activity_id = ${activityId} ORDER BY p.history_id, p.position`);
}
