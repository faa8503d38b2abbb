import type { Page } from '../v20/dto.js';
import { badUserInput } from '../v20/errors.js';

/** Largest page a client may ask for; v20 refuses larger `limit`s as well. */
export const MAX_PAGE_SIZE = 100;

/**
 * Where a page starts in v20 terms: v20's own cursor (null for the first page)
 * and how many items of that v20 page to skip. v20 hands out one cursor per page,
 * but Relay wants one per edge; an edge in the middle of a page is "the page's
 * start cursor, skip i + 1". The last edge of a page uses v20's `next_cursor`,
 * so paging with `endCursor` never over-fetches.
 */
export interface PageStart {
  cursor: string | null;
  skip: number;
}

export interface PageRequest extends PageStart {
  first: number;
  /** `limit` for v20: the items to skip plus the page, within v20's maximum. */
  limit: number;
}

const PREFIX = 'v20|';

export function encodeCursor(start: PageStart): string {
  return Buffer.from(`${PREFIX}${start.skip}|${start.cursor ?? ''}`, 'utf8').toString('base64url');
}

export function decodeCursor(after: string): PageStart | null {
  const text = Buffer.from(after, 'base64url').toString('utf8');
  const match = /^v20\|(\d{1,3})\|(.*)$/s.exec(text);
  if (!match || Number(match[1]) > MAX_PAGE_SIZE) return null;
  return { skip: Number(match[1]), cursor: match[2] === '' ? null : match[2] };
}

/** Validates `first`/`after` (BAD_USER_INPUT when out of range or not ours). */
export function pageRequest(first: number | null | undefined, after: string | null | undefined): PageRequest {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badUserInput(`first must be between 1 and ${MAX_PAGE_SIZE}.`, 'first');
  }
  const start = after ? decodeCursor(after) : { cursor: null, skip: 0 };
  if (!start) throw badUserInput('after is not a cursor from this connection.', 'after');
  return { ...start, first: size, limit: Math.min(MAX_PAGE_SIZE, start.skip + size) };
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** A Relay connection from one v20 page fetched with `pageRequest`. */
export function connectionFrom<T>(page: Page<T>, request: PageRequest): Connection<T> {
  const items = page.results.slice(request.skip, request.skip + request.first);
  const lastIsPageEnd = request.skip + items.length === page.results.length;
  const edges = items.map((node, i) => {
    const isLast = i === items.length - 1;
    const cursor =
      isLast && lastIsPageEnd && page.next_cursor
        ? encodeCursor({ cursor: page.next_cursor, skip: 0 })
        : encodeCursor({ cursor: request.cursor, skip: request.skip + i + 1 });
    return { cursor, node };
  });
  const hasNextPage = page.next_cursor !== null || request.skip + items.length < page.results.length;
  const endCursor = edges.at(-1)?.cursor ?? (page.next_cursor ? encodeCursor({ cursor: page.next_cursor, skip: 0 }) : null);
  return {
    edges,
    pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: edges[0]?.cursor ?? null, endCursor },
  };
}

export function emptyConnection<T>(): Connection<T> {
  return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };
}
