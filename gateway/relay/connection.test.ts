import { describe, expect, it } from 'vitest';
import { connectionFrom, decodeCursor, encodeCursor, pageRequest } from './connection.js';

const page = (ids: number[], next: string | null) => ({ results: ids.map((id) => ({ id })), next_cursor: next });

describe('pageRequest', () => {
  it('defaults to 20 from the start', () => {
    expect(pageRequest(undefined, undefined)).toEqual({ first: 20, limit: 20, cursor: null, skip: 0 });
  });

  it.each([101, 0, -1, 2.5])('refuses first: %s with BAD_USER_INPUT', (first) => {
    expect(() => pageRequest(first, null)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }));
  });

  it('refuses an after that is not one of our cursors', () => {
    expect(() => pageRequest(10, 'bogus')).toThrow(/not a cursor/);
  });
});

describe('connections over v20 pages', () => {
  it("the last edge carries v20's next_cursor, so paging by endCursor fetches exactly one page", () => {
    const request = pageRequest(3, null);
    const connection = connectionFrom(page([1, 2, 3], 'v20-next'), request);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(decodeCursor(connection.pageInfo.endCursor!)).toEqual({ cursor: 'v20-next', skip: 0 });
    expect(pageRequest(3, connection.pageInfo.endCursor)).toEqual({ first: 3, limit: 3, cursor: 'v20-next', skip: 0 });
  });

  it('an edge in the middle resumes after itself: same v20 page, skipping what came before', () => {
    const connection = connectionFrom(page([1, 2, 3], 'v20-next'), pageRequest(3, encodeCursor({ cursor: 'c0', skip: 0 })));
    const afterFirst = pageRequest(3, connection.edges[0].cursor);
    expect(afterFirst).toEqual({ first: 3, limit: 4, cursor: 'c0', skip: 1 });
    const resumed = connectionFrom(page([1, 2, 3, 4], 'v20-later'), afterFirst);
    expect(resumed.edges.map((e) => e.node.id)).toEqual([2, 3, 4]);
    expect(decodeCursor(resumed.pageInfo.endCursor!)).toEqual({ cursor: 'v20-later', skip: 0 });
  });

  it('the last page has no next page', () => {
    const connection = connectionFrom(page([1, 2], null), pageRequest(5, null));
    expect(connection.pageInfo.hasNextPage).toBe(false);
    expect(connection.edges).toHaveLength(2);
  });

  it('an empty page has no cursors', () => {
    expect(connectionFrom(page([], null), pageRequest(5, null)).pageInfo).toEqual({
      hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null,
    });
  });
});
