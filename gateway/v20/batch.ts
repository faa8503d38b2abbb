import DataLoader from 'dataloader';
import { isRestId } from '../relay/globalId.js';
import type { V20Client } from './client.js';
import type { Page, RestId } from './dto.js';

/** v20 pages hold at most this many rows, so batches of whole records (homes) stop there. */
export const MAX_IDS_PER_PAGE = 100;
/** v20 batch reads of a home's parts (`/bedrooms?ids=`) take up to this many ids per call. */
export const MAX_IDS_PER_PARTS_CALL = 500;

/**
 * A per-request loader of one v20 collection by REST id, batching every id asked
 * for in the same tick into `GET <route>?ids=1,2,3`. Ids the caller may not see
 * (or that do not exist) load as null. Ids that cannot be v20 ids are never sent,
 * so one bad id cannot fail a whole batch with a 400.
 */
export function restLoader<T extends { id: RestId }>(
  v20: V20Client,
  route: string,
  maxIdsPerCall: number,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(
    async (ids) => {
      const wanted = ids.filter(isRestId);
      if (wanted.length === 0) return ids.map(() => null);
      const page = await v20.get<Page<T>>(route, { query: { ids: wanted, limit: wanted.length } });
      const byId = new Map(page.results.map((row) => [String(row.id), row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: maxIdsPerCall },
  );
}

/**
 * A per-request loader of a v20 batch route whose rows name their subject in
 * `idField` (`GET /buildings/compatibility?ids=` answers `{results: [{building_id,
 * ...}]}`): every id asked for in the same tick is one call; ids left out load as null.
 */
export function keyedBatchLoader<T extends object>(
  v20: V20Client,
  route: string,
  idField: keyof T & string,
  maxIdsPerCall: number,
  query: Record<string, string> = {},
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(
    async (ids) => {
      const wanted = ids.filter(isRestId);
      if (wanted.length === 0) return ids.map(() => null);
      const page = await v20.get<{ results: T[] }>(route, { query: { ...query, ids: wanted } });
      const byId = new Map(page.results.map((row) => [String(row[idField]), row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: maxIdsPerCall },
  );
}

/** Runs a v20 call at most once per request, on first use (e.g. GET /me/). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= load());
}

/**
 * Loads several ids through a loader (one batched call) and drops those that came
 * back null (not visible). A failed call still fails: an outage is not "no rows".
 */
export async function loadAll<T extends object>(loader: DataLoader<string, T | null>, ids: readonly RestId[]): Promise<T[]> {
  const rows: (T | null)[] = await Promise.all(ids.map((id) => loader.load(String(id))));
  return rows.filter((row): row is T => row !== null);
}
