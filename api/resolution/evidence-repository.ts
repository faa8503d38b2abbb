/** The SQL of case evidence (case-evidence.ts): which files a case holds. */
import { rows, sql, type Executor } from '../db/client.js';
import type { ResolutionCaseFilesRow } from '../db/__generated__/rows.js';

/** Those of `fileIds` already attached to some case. */
export async function attachedFileIds(ex: Executor, fileIds: readonly string[]): Promise<string[]> {
  const taken = await rows<Pick<ResolutionCaseFilesRow, 'file_id'>>(ex, sql`
    SELECT file_id::text FROM resolution_case_files WHERE file_id IN (${sql.join(fileIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  return taken.map((t) => t.file_id);
}

/** One file; the identity column `position` numbers a case's files in the order they are inserted. */
export async function insertCaseFile(ex: Executor, caseId: number, fileId: string, userId: number): Promise<void> {
  await ex.execute(sql`INSERT INTO resolution_case_files (case_id, file_id, added_by_user_id)
    VALUES (${caseId}, ${fileId}::uuid, ${userId})`);
}
