import type { UploadPurpose } from '../../../common/uploads.js';
import { rows, sql, type Executor } from '../../db/client.js';
import { invalidInput } from '../../http/errors.js';
import { requireOwnUploads } from '../../uploads/uploads-repository.js';
import type { Viewer } from '../../http/viewer.js';
import { visibleCondition } from './ticket-visibility-repository.js';
import type { MaintenanceTicketFilesRow } from '../../db/__generated__/rows.js';

export const PHOTO_PURPOSES: readonly UploadPurpose[] = ['maintenance_photo'];
export const DOCUMENT_PURPOSES: readonly UploadPurpose[] = ['maintenance_document', 'maintenance_photo'];
/** Purposes whose files anyone who sees their ticket may read (files/download-routes.ts). */
export const TICKET_FILE_PURPOSES: readonly string[] = ['maintenance_photo', 'maintenance_document'];

/**
 * The caller's own uploads of the purposes, not yet attached to any ticket: a file
 * belongs to one ticket, so attaching it cannot widen who reads someone's photo
 * beyond the ticket it was uploaded for. 400 on `field` otherwise.
 */
export async function requireTicketUploads(
  ex: Executor, ownerId: number, fileIds: readonly string[], purposes: readonly UploadPurpose[], field: string,
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const files = await requireOwnUploads(ex, ownerId, fileIds, purposes, field);
  const ids = files.map((f) => f.id);
  const taken = await rows<Pick<MaintenanceTicketFilesRow, 'file_id'>>(ex, sql`
    SELECT file_id::text FROM maintenance_ticket_files WHERE file_id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
  if (taken.length > 0) {
    const index = ids.indexOf(taken[0]!.file_id);
    throw invalidInput({ [ids.length > 1 ? `${field}.${index}` : field]: 'This file is already attached to a ticket. Upload it again.' });
  }
  return ids;
}

export async function attachFiles(
  ex: Executor, ticketId: number, fileIds: readonly string[], owner: { updateId?: number; submissionId?: number } = {},
): Promise<void> {
  // One insert at a time: the identity column `position` numbers them in the order given (0018).
  for (const fileId of fileIds) {
    await ex.execute(sql`INSERT INTO maintenance_ticket_files (ticket_id, file_id, update_id, submission_id)
      VALUES (${ticketId}, ${fileId}::uuid, ${owner.updateId ?? null}, ${owner.submissionId ?? null})`);
  }
}

type Owner = 'ticket' | 'update' | 'submission';
const ownerColumn: Record<Owner, string> = { ticket: 'ticket_id', update: 'update_id', submission: 'submission_id' };

/**
 * File ids grouped by what they belong to: a ticket's own photos (those given when
 * it was opened), an update's photos, a submission's documents; oldest first.
 */
export async function fileIdsBy(ex: Executor, owner: Owner, ids: readonly number[]): Promise<Map<number, string[]>> {
  const byOwner = new Map<number, string[]>();
  if (ids.length === 0) return byOwner;
  const column = sql.raw(`f.${ownerColumn[owner]}`);
  const onlyOpening = owner === 'ticket' ? sql`AND f.update_id IS NULL AND f.submission_id IS NULL` : sql``;
  const found = await rows<Pick<MaintenanceTicketFilesRow, 'file_id'> & { owner_id: number }>(ex, sql`
    SELECT ${column} AS owner_id, f.file_id::text AS file_id FROM maintenance_ticket_files f
    WHERE ${column} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ${onlyOpening}
    ORDER BY f.position`);
  for (const { owner_id, file_id } of found) byOwner.set(owner_id, [...(byOwner.get(owner_id) ?? []), file_id]);
  return byOwner;
}

/** Whether the file is attached to a ticket the viewer may see (so they may read it too). */
export async function fileOfVisibleTicket(ex: Executor, viewer: Viewer, fileId: string): Promise<boolean> {
  const found = await rows(ex, sql`
    SELECT 1 FROM maintenance_ticket_files f JOIN maintenance_tickets t ON t.id = f.ticket_id
    WHERE f.file_id = ${fileId}::uuid AND ${visibleCondition(viewer)} LIMIT 1`);
  return found.length > 0;
}
