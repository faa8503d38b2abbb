/**
 * How the gateway's loaders are built: one helper for a collection read by `?ids=`,
 * `once` for a read made at most once per request, `orNull` for "not the viewer's to
 * see". Each module defines its loaders with these (modules/<domain>/loaders.ts) and
 * the context composes them per request (context.ts).
 */
import DataLoader from 'dataloader';
import { isRestId } from '../relay/globalId.js';
import type { ViewerSession } from '../session.js';
import type { V20Client } from './client.js';
import type { RestId } from './dto.js';
import { V20Error } from './errors.js';

/** What a module's loaders are made from: this request's client and viewer. */
export interface LoaderScope {
  v20: V20Client;
  session: ViewerSession;
}

/** v20 pages hold at most this many rows, so batches of whole records (homes) stop there. */
export const MAX_IDS_PER_PAGE = 100;
/** v20 batch reads of a home's parts (`/bedrooms?ids=`) take up to this many ids per call. */
export const MAX_IDS_PER_PARTS_CALL = 500;

export interface ByIdsOptions<T> {
  /** Ids per call; DataLoader splits larger batches. */
  maxIds: number;
  /** The field of a row that names its subject (default `id`): `building_id` for `/buildings/compatibility`. */
  key?: keyof T & string;
  /** A page of records (the default) is asked for with `limit` = the number of ids; other batch routes take no limit. */
  paged?: boolean;
  /** Other query parameters sent with every batch (`start_date`). */
  query?: Record<string, string>;
}

/**
 * A per-request loader of one v20 collection by REST id, batching every id asked
 * for in the same tick into `GET <route>?ids=1,2,3`. Ids the caller may not see
 * (or that do not exist) load as null. Ids that cannot be v20 ids are never sent,
 * so one bad id cannot fail a whole batch with a 400.
 */
export function byIdsLoader<T extends object>(v20: V20Client, route: string, options: ByIdsOptions<T>): DataLoader<string, T | null> {
  const { maxIds, key = 'id' as keyof T & string, paged = true, query = {} } = options;
  return new DataLoader<string, T | null>(
    async (ids) => {
      const wanted = ids.filter(isRestId);
      if (wanted.length === 0) return ids.map(() => null);
      const page = await v20.get<{ results: T[] }>(route, { query: { ...query, ids: wanted, ...(paged ? { limit: wanted.length } : {}) } });
      const byId = new Map(page.results.map((row) => [String(row[key]), row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: maxIds },
  );
}

/** Runs a v20 call at most once per request, on first use (e.g. GET /me/). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= load());
}

/**
 * One v20 record, or null when v20 does not show it to the viewer: 404 (none, or
 * not theirs) and 403 (another role) read as "nothing here". Anything else fails.
 */
export async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof V20Error && (err.status === 404 || err.status === 403)) return null;
    throw err;
  }
}

/**
 * Loads several ids through a loader (one batched call) and drops those that came
 * back null (not visible). A failed call still fails: an outage is not "no rows".
 */
export async function loadAll<T extends object>(loader: DataLoader<string, T | null>, ids: readonly RestId[]): Promise<T[]> {
  const rows: (T | null)[] = await Promise.all(ids.map((id) => loader.load(String(id))));
  return rows.filter((row): row is T => row !== null);
}
