import { z } from 'zod';
import type { ApiConfig } from '../../../config.js';
import type { Executor } from '../../../db/client.js';
import { downloadPath } from '../../../uploads/file-links.js';
import { requireOwnUploads, UUID } from '../../../uploads/uploads-repository.js';

/** Photos a person may attach to their applicant profile or to one animal. */
export const MAX_PHOTOS = 6;

/** Ids of uploads (POST /signed-urls, then the PUT), distinct, in the order to show them. */
export const PhotoFileIds = z
  .array(z.string().trim().toLowerCase().regex(UUID, { error: 'Use the id of an uploaded photo.' }), { error: 'Give a list of uploaded photo ids.' })
  .max(MAX_PHOTOS, { error: `Add at most ${MAX_PHOTOS} photos.` })
  .transform((ids) => [...new Set(ids)]);

export type PhotoPurpose = 'animal_photo' | 'applicant_profile_photo';

/**
 * Refuses (400 naming `field`) any id that is not the caller's own, fully uploaded
 * photo of this purpose, so nobody can attach, and then be shown, someone else's file.
 */
export async function requireOwnPhotos(ex: Executor, userId: number, ids: readonly string[], purpose: PhotoPurpose, field = 'photo_file_ids'): Promise<void> {
  if (ids.length > 0) await requireOwnUploads(ex, userId, ids, purpose, field);
}

/**
 * Signed download addresses (root-relative, like every v20 photo URL), so an
 * <img> can show a private photo without a bearer header. They are made when read,
 * never stored: a signed address expires.
 */
export function photoUrls(config: ApiConfig, ids: readonly string[]): string[] {
  return ids.map((id) => downloadPath(config, id));
}
