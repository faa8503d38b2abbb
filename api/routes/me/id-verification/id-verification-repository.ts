import { desc, eq } from 'drizzle-orm';
import type { IdentityDocumentType } from '../../../../common/screening.js';
import type { ApiConfig } from '../../../config.js';
import type { Executor } from '../../../db/client.js';
import { idVerifications } from '../../../db/schema.js';
import { downloadPath } from '../../../uploads/file-links.js';
import type { IdVerification } from './id-verification-schemas.js';

type Row = typeof idVerifications.$inferSelect;

export async function insertIdVerification(
  ex: Executor, row: { userId: number; documentType: IdentityDocumentType; frontFileId: string; backFileId: string | null },
): Promise<Row> {
  const [created] = await ex.insert(idVerifications).values(row).returning();
  return created;
}

/** The person's latest ID document, or null. */
export async function latestIdVerification(ex: Executor, userId: number): Promise<Row | null> {
  const [row] = await ex.select().from(idVerifications).where(eq(idVerifications.userId, userId))
    .orderBy(desc(idVerifications.submittedAt), desc(idVerifications.id)).limit(1);
  return row ?? null;
}

/** Only for the person and staff: the file addresses let whoever holds them see the document. */
export function toIdVerification(config: ApiConfig, row: Row): IdVerification {
  return {
    id: row.id,
    user_id: row.userId,
    document_type: row.documentType as IdentityDocumentType,
    front_file_id: row.frontFileId,
    back_file_id: row.backFileId,
    front_file_url: downloadPath(config, row.frontFileId),
    back_file_url: row.backFileId ? downloadPath(config, row.backFileId) : null,
    status: row.status as IdVerification['status'],
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}
