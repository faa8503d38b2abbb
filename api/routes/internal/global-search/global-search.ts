import { formatUsd } from '../../../../common/money.js';
import { rows, sql, type Executor } from '../../../db/client.js';
import { searchStatement, type SearchRow } from './search-sql.js';
import { searchTerms } from './search-terms.js';

export const GLOBAL_SEARCH_KINDS = ['user', 'home', 'bedroom', 'lifecycle', 'invoice', 'maintenance_ticket', 'resolution_case'] as const;
export type GlobalSearchKind = typeof GLOBAL_SEARCH_KINDS[number];
export const MAX_SEARCH_LIMIT = 50;

export interface GlobalSearchHit {
  kind: GlobalSearchKind;
  id: number;
  title: string;
  subtitle: string;
  rank: number;
  url: string;
}

/**
 * Typo tolerance of the `<%` matches (pg_trgm word similarity, default 0.6): 0.5 still
 * finds "Thompsen" for Thompson while keeping the candidate sets small
 * (docs/staff-search.md). Set per transaction, so no pooled connection keeps it.
 */
const WORD_SIMILARITY_THRESHOLD = '0.5';

/** The page staff open for a hit (web routes; users' pages are /internal/users/:id). */
function urlOf(row: SearchRow): string {
  switch (row.kind as GlobalSearchKind) {
    case 'user': return `/internal/users/${row.id}`;
    case 'home': return `/listings/id/${row.id}`;
    case 'bedroom': return `/listings/id/${row.ref_id}`;
    case 'lifecycle': return `/internal/users/${row.ref_id}`;
    case 'invoice': return `/internal/invoices?invoice=${row.id}`;
    case 'maintenance_ticket': return `/manager/service?ticket=${row.id}`;
    case 'resolution_case': return `/internal/resolution-cases/${row.id}`;
  }
}

function toHit(row: SearchRow): GlobalSearchHit {
  const amount = row.amount_cents === null ? '' : `${formatUsd(Number(row.amount_cents))} · `;
  return {
    kind: row.kind as GlobalSearchKind,
    id: row.id,
    title: row.title?.trim() || `${row.kind.replace('_', ' ')} #${row.id}`,
    subtitle: amount + (row.subtitle ?? ''),
    rank: Math.round(Number(row.rank) * 1000) / 1000,
    url: urlOf(row),
  };
}

/** The best `limit` hits over every kind, best first (ties: kinds in GLOBAL_SEARCH_KINDS order). */
export async function globalSearch(db: Executor, q: string, limit: number): Promise<GlobalSearchHit[]> {
  const terms = searchTerms(q);
  if (!terms) return [];
  const found = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`);
    return rows<SearchRow>(tx, searchStatement(terms, limit));
  });
  const order = (kind: string) => GLOBAL_SEARCH_KINDS.indexOf(kind as GlobalSearchKind);
  return found
    .map(toHit)
    .sort((a, b) => b.rank - a.rank || order(a.kind) - order(b.kind) || b.id - a.id)
    .slice(0, limit);
}
