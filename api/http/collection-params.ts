import { z } from 'zod';
import { decodeCursor, encodeCursor, type Cursor, type CursorKeyKind } from './cursor.js';
import { invalidInput } from './errors.js';
import { IdParam, MAX_DB_ID } from './fields.js';


/**
 * Query parameters every v20 collection shares (docs/v20-contract.md):
 * `limit` (default 20, at most 100), an opaque `cursor`, and `ids=1,2,3` for
 * batch reads (at most 100).
 */
export const MAX_PAGE_SIZE = 100;
/**
 * Batch reads by `ids=` may ask for more than a page: a page of 50 homes has a few
 * hundred bedrooms, and the gateway's budget is one call per kind of part.
 */
export const MAX_IDS_PER_BATCH = 500;

export const LimitParam = z.coerce
  .number({ error: 'limit must be a whole number from 1 to 100.' })
  .int({ error: 'limit must be a whole number from 1 to 100.' })
  .min(1, { error: 'limit must be a whole number from 1 to 100.' })
  .max(MAX_PAGE_SIZE, { error: `limit can be at most ${MAX_PAGE_SIZE}.` })
  .default(20);

export const CursorParam = z.string().max(400, { error: 'This cursor is not valid.' }).optional();

export const IdPathParams = z.object({ id: IdParam });

/** `ids=1,2,3` (repeated `ids=` keys are joined too); distinct, at most `max`. */
export const idListParam = (max: number) => z.preprocess(
  (value) => (Array.isArray(value) ? value.join(',') : value),
  z.string().transform((text, ctx) => {
    const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
    const ids = [...new Set(parts.map(Number))];
    if (parts.length === 0 || parts.some((p) => !/^\d{1,10}$/.test(p)) || ids.some((id) => id < 1 || id > MAX_DB_ID)) {
      ctx.addIssue({ code: 'custom', message: 'Give ids as a comma-separated list of numeric ids, e.g. 1,2,3.' });
      return z.NEVER;
    }
    if (ids.length > max) {
      ctx.addIssue({ code: 'custom', message: `Ask for at most ${max} ids at once.` });
      return z.NEVER;
    }
    return ids;
  }),
);

/** `{results, next_cursor}`: the shape of every collection. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page.'),
  });
}

/** Decodes `cursor`, answering 400 `fields.cursor` for anything we did not issue. */
export function readCursor(text: string | undefined, scope: string, kind: CursorKeyKind): Cursor | null {
  if (text === undefined) return null;
  const cursor = decodeCursor(text, scope, kind);
  if (!cursor) throw invalidInput({ cursor: 'This cursor is not valid for this list. Start again without it.' });
  return cursor;
}

/**
 * `ids=` batch reads of a building's parts: required ids, paged by id like every
 * collection, but a page holds every id asked for unless `limit` says less.
 */
export const BatchReadQuery = z.object({
  ids: idListParam(MAX_IDS_PER_BATCH),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_IDS_PER_BATCH}.` })
    .int({ error: `limit must be a whole number from 1 to ${MAX_IDS_PER_BATCH}.` })
    .min(1, { error: `limit must be a whole number from 1 to ${MAX_IDS_PER_BATCH}.` })
    .max(MAX_IDS_PER_BATCH, { error: `limit can be at most ${MAX_IDS_PER_BATCH}.` })
    .default(MAX_IDS_PER_BATCH),
  cursor: CursorParam,
}).strict();

/** Trims the one extra row fetched and turns the last row's id into the next cursor. */
export function pageById<T extends { id: number }>(found: T[], limit: number, scope: string) {
  const results = found.slice(0, limit);
  const last = results[results.length - 1];
  return { results, next_cursor: found.length > limit ? encodeCursor({ scope, key: last.id, id: last.id }) : null };
}
