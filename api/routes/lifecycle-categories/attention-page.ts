import type { LifecycleCategory } from '../../../common/lifecycles.js';
import { encodeCursor, type Cursor } from '../../http/cursor.js';
import type { HomeCategory } from '../lifecycles/categories-repository.js';

/** The cursor scope of GET /lifecycle-categories pages. */
export const ATTENTION_SCOPE = 'lifecycle-categories';

/**
 * The manager's Tenants screen order: homes waiting on the manager first (an approval to
 * countersign, then applicants to decide on), then the rest of lease-up, quiet homes last.
 */
export const ATTENTION_ORDER: readonly LifecycleCategory[] = ['CAT2', 'CAT1.5', 'CAT3', 'CAT1', 'CAT4', 'LEGACY', 'CAT0'];

const rankOf = (home: HomeCategory) => ATTENTION_ORDER.indexOf(home.category);

/**
 * One page of homes in attention order, ties by home id. The cursor is keyset on
 * (rank, id) of the last home: a home whose category changes between pages moves
 * to its new place, so it may be seen twice or not at all, as with any keyset on a
 * value that changes; no other home is repeated or skipped.
 */
export function attentionPage(homes: HomeCategory[], after: Cursor | null, limit: number) {
  const ranked = homes.map((home) => ({ home, rank: rankOf(home) }))
    .sort((a, b) => a.rank - b.rank || a.home.buildingId - b.home.buildingId);
  const rest = after
    ? ranked.filter(({ home, rank }) => rank > Number(after.key) || (rank === Number(after.key) && home.buildingId > after.id))
    : ranked;
  const page = rest.slice(0, limit);
  const last = page.at(-1);
  return {
    homes: page.map(({ home }) => home),
    nextCursor: rest.length > limit && last ? encodeCursor({ scope: ATTENTION_SCOPE, key: last.rank, id: last.home.buildingId }) : null,
  };
}
