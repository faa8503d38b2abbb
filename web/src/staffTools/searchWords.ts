import { MAX_SEARCH_LENGTH } from '../app/internal/HeaderSearch';

/** `?q=` of /internal/search, trimmed; null when there is nothing to search for. */
export function searchQueryOf(params: URLSearchParams): string | null {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return q || null;
}

/** The heading of each group of results, in the order groups are shown when equally good. */
export const KIND_HEADINGS = {
  USER: 'People',
  HOME: 'Homes',
  BEDROOM: 'Bedrooms',
  LIFECYCLE: 'Applications and tenancies',
  INVOICE: 'Invoices',
  MAINTENANCE_TICKET: 'Maintenance tickets',
  RESOLUTION_CASE: 'Resolution cases',
} as const;

export type SearchKind = keyof typeof KIND_HEADINGS;

/** Results grouped by kind; groups ordered by their best result (results arrive best first). */
export function groupByKind<T extends { kind: string }>(results: readonly T[]): Array<{ kind: string; heading: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const r of results) groups.set(r.kind, [...(groups.get(r.kind) ?? []), r]);
  return [...groups].map(([kind, items]) => ({ kind, heading: KIND_HEADINGS[kind as SearchKind] ?? kind, items }));
}
