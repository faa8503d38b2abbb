import { z } from 'zod';
import { ALLOWED_PROPOSALS, PROPOSAL_TYPES, RESOLUTION_CASE_KINDS, type ResolutionCaseKind, type ResolutionCaseStatus } from '../../../common/resolution.js';
import { rows, sql, type Executor } from '../../db/client.js';
import type { Viewer } from '../../http/viewer.js';
import { visibleCaseCondition } from '../../resolution/case-repository.js';
import type { ResolutionCaseCategoriesRow, ResolutionCaseTypesRow, ResolutionCasesRow } from '../../db/__generated__/rows.js';

export const TypeSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  kind: z.enum(RESOLUTION_CASE_KINDS),
  name: z.string(),
  description: z.string(),
  evidence_required: z.boolean().describe('A case of this type waits in evidence_required until a file is attached.'),
  allowed_proposal_types: z.array(z.enum(PROPOSAL_TYPES)),
});
export const CategorySchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), description: z.string(), types: z.array(TypeSchema) });
type TypeDto = z.infer<typeof TypeSchema>;
type CategoryDto = z.infer<typeof CategorySchema>;

export async function listTypes(ex: Executor, categoryId: number | null): Promise<TypeDto[]> {
  const found = await rows<Pick<ResolutionCaseTypesRow, Exclude<keyof TypeDto, 'allowed_proposal_types'>>>(ex, sql`SELECT id, category_id, kind, name, description, evidence_required
    FROM resolution_case_types WHERE ${categoryId === null ? sql`TRUE` : sql`category_id = ${categoryId}`} ORDER BY position, id`);
  return found.map((t) => ({ ...t, allowed_proposal_types: [...ALLOWED_PROPOSALS[t.kind as ResolutionCaseKind]] }));
}

export async function listCategories(ex: Executor): Promise<CategoryDto[]> {
  const categories = await rows<Pick<ResolutionCaseCategoriesRow, Exclude<keyof CategoryDto, 'types'>>>(ex, sql`SELECT id, slug, name, description FROM resolution_case_categories ORDER BY position, id`);
  const types = await listTypes(ex, null);
  return categories.map((c) => ({ ...c, types: types.filter((t) => t.category_id === c.id) }));
}

export interface CaseFilters { ids?: number[] | undefined; buildingId?: number | undefined; status?: ResolutionCaseStatus | undefined; kind?: ResolutionCaseKind | undefined }

/** Ids of the visible cases matching the filters, newest first, below `before` (the cursor). */
export async function listCaseIds(ex: Executor, viewer: Viewer, f: CaseFilters, before: number | null, limit: number): Promise<number[]> {
  const conditions = [visibleCaseCondition(viewer)];
  if (f.ids) conditions.push(sql`c.id IN (${sql.join(f.ids.map((id) => sql`${id}`), sql`, `)})`);
  if (f.buildingId !== undefined) conditions.push(sql`c.building_id = ${f.buildingId}`);
  if (f.status) conditions.push(sql`c.status = ${f.status}`);
  if (f.kind) conditions.push(sql`c.kind = ${f.kind}`);
  if (before !== null) conditions.push(sql`c.id < ${before}`);
  const found = await rows<Pick<ResolutionCasesRow, 'id'>>(ex, sql`SELECT c.id FROM resolution_cases c WHERE ${sql.join(conditions, sql` AND `)} ORDER BY c.id DESC LIMIT ${limit}`);
  return found.map((r) => r.id);
}
