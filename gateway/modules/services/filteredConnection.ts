import { encodeCursor, type Connection, type PageRequest } from '../../relay/connection.js';
import type { Page } from '../../v20/dto.js';

/**
 * A Relay connection of the rows of one v20 page that pass `keep`, for filters v20
 * does not take (a job's category and region). Cursors stay positions in v20's
 * page (relay/connection.ts), so paging skips what was filtered out; a page may hold
 * fewer than `first` edges (even none) while `hasNextPage` says whether to go on.
 * The page must be fetched with the same `limit` every time (MAX_PAGE_SIZE), so
 * positions mean the same rows.
 */
export function filteredConnectionFrom<T>(page: Page<T>, request: PageRequest, keep: (row: T) => boolean): Connection<T> {
  const edges: { cursor: string; node: T }[] = [];
  let position = request.skip;
  for (; position < page.results.length && edges.length < request.first; position += 1) {
    const row = page.results[position]!;
    if (!keep(row)) continue;
    edges.push({ cursor: encodeCursor({ cursor: request.cursor, skip: position + 1 }), node: row });
  }
  const restOfPage = page.results.slice(position).some(keep);
  // Where the next page starts: v20's next page once this one is used up, else the next position in it.
  const atPageEnd = !restOfPage;
  const endCursor = atPageEnd
    ? (page.next_cursor ? encodeCursor({ cursor: page.next_cursor, skip: 0 }) : edges.at(-1)?.cursor ?? null)
    : edges.at(-1)?.cursor ?? null;
  if (atPageEnd && page.next_cursor && edges.length > 0) edges[edges.length - 1]!.cursor = endCursor!;
  return {
    edges,
    pageInfo: { hasNextPage: restOfPage || page.next_cursor !== null, hasPreviousPage: false, startCursor: edges[0]?.cursor ?? null, endCursor },
  };
}
