import type { Executor } from '../db/client.js';
import { invalidInput } from '../http/errors.js';
import { requireOwnUploads } from '../uploads/uploads-repository.js';
import { attachedFileIds, insertCaseFile } from './evidence-repository.js';

/**
 * The tenant's own uploads of purpose case_evidence whose bytes arrived, not yet
 * attached to any case: a file belongs to one case, so attaching it cannot show
 * it to the managers of another home. 400 on `field` otherwise.
 */
export async function requireCaseEvidence(ex: Executor, ownerId: number, fileIds: readonly string[], field: string): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const ids = (await requireOwnUploads(ex, ownerId, fileIds, 'case_evidence', field)).map((f) => f.id);
  const taken = await attachedFileIds(ex, ids);
  if (taken.length > 0) {
    const index = ids.indexOf(taken[0]!);
    throw invalidInput({ [ids.length > 1 ? `${field}.${index}` : field]: 'This file is already attached to a case. Upload it again.' });
  }
  return ids;
}

export async function attachEvidence(ex: Executor, caseId: number, fileIds: readonly string[], userId: number): Promise<void> {
  // One insert at a time: the identity column `position` numbers them in the order given.
  for (const fileId of fileIds) {
    await insertCaseFile(ex, caseId, fileId, userId);
  }
}
