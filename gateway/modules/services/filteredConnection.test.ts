import { describe, expect, it } from 'vitest';
import { decodeCursor, pageRequest } from '../../relay/connection.js';
import { filteredConnectionFrom } from './filteredConnection.js';

const page = (n: number, next: string | null) => ({ results: Array.from({ length: n }, (_, i) => i + 1), next_cursor: next });
const even = (x: number) => x % 2 === 0;

describe('filteredConnectionFrom', () => {
  it('keeps the matching rows up to first, the cursor a position in the v20 page', () => {
    const c = filteredConnectionFrom(page(10, 'n1'), pageRequest(2, null), even);
    expect(c.edges.map((e) => e.node)).toEqual([2, 4]);
    expect(decodeCursor(c.pageInfo.endCursor!)).toEqual({ cursor: null, skip: 4 });
    expect(c.pageInfo.hasNextPage).toBe(true);
    const next = filteredConnectionFrom(page(10, 'n1'), pageRequest(2, c.pageInfo.endCursor), even);
    expect(next.edges.map((e) => e.node)).toEqual([6, 8]);
  });

  it('ends the page on v20\'s next cursor when nothing else in it matches', () => {
    const c = filteredConnectionFrom(page(10, 'n1'), pageRequest(5, null), even);
    expect(c.edges.map((e) => e.node)).toEqual([2, 4, 6, 8, 10]);
    expect(decodeCursor(c.pageInfo.endCursor!)).toEqual({ cursor: 'n1', skip: 0 });
    const none = filteredConnectionFrom(page(3, 'n2'), pageRequest(5, null), (x) => x > 10);
    expect(none.edges).toEqual([]);
    expect(none.pageInfo).toMatchObject({ hasNextPage: true, endCursor: expect.any(String) });
    expect(decodeCursor(none.pageInfo.endCursor!)).toEqual({ cursor: 'n2', skip: 0 });
  });

  it('has no next page at the end of the last v20 page', () => {
    const c = filteredConnectionFrom(page(4, null), pageRequest(5, null), even);
    expect(c.edges.map((e) => e.node)).toEqual([2, 4]);
    expect(c.pageInfo.hasNextPage).toBe(false);
  });
});
