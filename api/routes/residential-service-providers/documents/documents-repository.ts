import { rows, sql, type Executor } from '../../../db/client.js';
import { isoOf } from '../../../db/sql-helpers.js';
import type { ResidentialServiceProviderDocumentsRow, UploadedFilesRow } from '../../../db/__generated__/rows.js';
import type { ProviderDocumentKind } from './document-schemas.js';

export interface ProviderDocumentRow extends Pick<ResidentialServiceProviderDocumentsRow, 'id' | 'residential_service_provider_id' | 'file_id'
  | 'expires_on' | 'uploaded_by_user_id' | 'created_at'> {
  document_kind: ProviderDocumentKind;
  file_name: UploadedFilesRow['file_name'];
  /** Insurance whose expiry date is today or past (a W-9: never). */
  expired: boolean;
}

const SELECT = sql`SELECT d.id, d.residential_service_provider_id, d.document_kind, d.file_id, d.expires_on::text AS expires_on,
    d.uploaded_by_user_id, ${isoOf(sql`d.created_at`)} AS created_at, f.file_name,
    coalesce(d.expires_on <= current_date, false) AS expired
  FROM residential_service_provider_documents d JOIN uploaded_files f ON f.id = d.file_id`;

/** Whether a date is after today (the database's today, as the onboarding check uses). */
export async function isFutureDate(ex: Executor, day: string): Promise<boolean> {
  const [row] = await rows<{ future: boolean }>(ex, sql`SELECT ${day}::date > current_date AS future`);
  return row!.future;
}

/**
 * Hands in a document: it becomes the current one of its kind, the one before is
 * kept as replaced. The provider row is locked first, so two uploads at once queue.
 */
export async function replaceDocument(ex: Executor, d: {
  providerId: number; kind: ProviderDocumentKind; fileId: string; expiresOn: string | null; userId: number;
}): Promise<number> {
  await ex.execute(sql`SELECT 1 FROM residential_service_providers WHERE id = ${d.providerId} FOR UPDATE`);
  await ex.execute(sql`UPDATE residential_service_provider_documents SET replaced_at = now()
    WHERE residential_service_provider_id = ${d.providerId} AND document_kind = ${d.kind} AND replaced_at IS NULL`);
  const [row] = await rows<Pick<ProviderDocumentRow, 'id'>>(ex, sql`
    INSERT INTO residential_service_provider_documents (residential_service_provider_id, document_kind, file_id, expires_on, uploaded_by_user_id)
    VALUES (${d.providerId}, ${d.kind}, ${d.fileId}, ${d.expiresOn}::date, ${d.userId}) RETURNING id`);
  return row!.id;
}

export async function findDocument(ex: Executor, id: number): Promise<ProviderDocumentRow | null> {
  const [row] = await rows<ProviderDocumentRow>(ex, sql`${SELECT} WHERE d.id = ${id}`);
  return row ?? null;
}

/** The provider's current documents, one per kind. */
export async function currentDocuments(ex: Executor, providerId: number): Promise<ProviderDocumentRow[]> {
  return rows<ProviderDocumentRow>(ex, sql`${SELECT}
    WHERE d.residential_service_provider_id = ${providerId} AND d.replaced_at IS NULL ORDER BY d.document_kind`);
}
