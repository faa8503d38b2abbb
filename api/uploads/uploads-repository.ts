import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UploadPurpose } from '../../common/uploads.js';
import { rows, sql, type Executor } from '../db/client.js';
import { uploadedFiles } from '../db/schema.js';
import { invalidInput } from '../http/errors.js';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

export async function insertUploadedFile(ex: Executor, row: typeof uploadedFiles.$inferInsert): Promise<UploadedFileRow> {
  const [created] = await ex.insert(uploadedFiles).values(row).returning();
  return created;
}

export async function findUploadedFile(ex: Executor, fileId: string): Promise<UploadedFileRow | null> {
  const [row] = await ex.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId)).limit(1);
  return row ?? null;
}

/** Records the bytes that arrived; false when another upload of this file got there first. */
export async function markUploaded(
  ex: Executor, fileId: string, stored: { sizeBytes: number; sha256: string; storageKey: string },
): Promise<UploadedFileRow | null> {
  const [row] = await ex.update(uploadedFiles)
    .set({ sizeBytes: stored.sizeBytes, sha256: stored.sha256, storageKey: stored.storageKey, uploadedAt: new Date() })
    .where(and(eq(uploadedFiles.id, fileId), isNull(uploadedFiles.uploadedAt)))
    .returning();
  return row ?? null;
}

/**
 * Whether `readerId` may read a file `ownerId` uploaded, besides the owner and
 * staff: the manager of a home the owner applied to, or of a home whose applicant
 * the owner guarantees (they review the application's documents).
 */
export async function managesApplicationOf(ex: Executor, readerId: number, ownerId: number): Promise<boolean> {
  const found = await rows(ex, sql`
    SELECT 1 FROM lifecycles l JOIN buildings b ON b.id = l.building_id
    WHERE b.manager_user_id = ${readerId}
      AND (l.tenant_user_id = ${ownerId} OR EXISTS (
        SELECT 1 FROM guarantor_connections g
        WHERE g.lifecycle_id = l.id AND g.guarantor_user_id = ${ownerId} AND g.accepted_at IS NOT NULL))
    LIMIT 1`);
  return found.length > 0;
}

/**
 * The caller's own, fully uploaded files of one purpose, in the order given, for
 * routes that attach uploads to a record (an id document, income documents, a
 * pet's photos). Anything else (someone else's file, another purpose, a file
 * whose bytes never arrived, a malformed id) is a 400 naming `field`, and says no
 * more: nobody learns whether another person's file exists.
 */
export async function requireOwnUploads(
  ex: Executor, ownerId: number, fileIds: readonly string[], purpose: UploadPurpose | readonly UploadPurpose[], field: string,
): Promise<UploadedFileRow[]> {
  const wellFormed = fileIds.filter((id) => UUID.test(id));
  // Some routes take either of a few purposes (a ticket's documents may be photos too).
  const purposes = typeof purpose === 'string' ? [purpose] : [...purpose];
  const found = wellFormed.length === 0 ? [] : await ex.select().from(uploadedFiles).where(and(
    inArray(uploadedFiles.id, wellFormed), eq(uploadedFiles.ownerUserId, ownerId), inArray(uploadedFiles.purpose, purposes),
  ));
  const byId = new Map(found.filter((f) => f.uploadedAt).map((f) => [f.id, f]));
  const missing = fileIds.findIndex((id) => !byId.has(id.toLowerCase()));
  if (missing >= 0) {
    const name = fileIds.length > 1 ? `${field}.${missing}` : field;
    throw invalidInput({ [name]: 'Upload this file again: we could not find it among your uploads.' });
  }
  return fileIds.map((id) => byId.get(id.toLowerCase())!);
}

/**
 * A building_photo upload that is one of a home's photos (listed or not: its
 * address is an unguessable uuid the manager hands out by attaching it), or null.
 */
export async function findAttachedBuildingPhoto(ex: Executor, fileId: string, url: string): Promise<UploadedFileRow | null> {
  const [row] = await ex.select().from(uploadedFiles).where(and(
    eq(uploadedFiles.id, fileId), eq(uploadedFiles.purpose, 'building_photo'),
    sql`EXISTS (SELECT 1 FROM buildings b WHERE ${url} = ANY(b.photo_urls))`,
  )).limit(1);
  return row ?? null;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
