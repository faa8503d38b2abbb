import { MAX_DB_ID } from '../../../http/fields.js';

/** What one search box entry means to each kind of match. */
export interface SearchTerms {
  /** Trimmed, single-spaced, as typed: exact matches on case-sensitive ids (Stripe's). */
  raw: string;
  /** Lower-cased `raw`: trigram and word matches on the lower-cased search documents. */
  text: string;
  /** `%text%` with LIKE's own wildcards escaped, for "contains" matches. */
  contains: string;
  /** The entry as a database id (`123` or `#123`), when it is one. */
  id: number | null;
}

export const MAX_QUERY_LENGTH = 200;

/** Reads the search box entry; `null` when nothing searchable is left (only spaces). */
export function searchTerms(q: string): SearchTerms | null {
  const raw = q.replace(/\s+/g, ' ').trim();
  if (!raw) return null;
  const text = raw.toLowerCase();
  const digits = /^#?(\d{1,10})$/.exec(raw)?.[1];
  const id = digits && Number(digits) >= 1 && Number(digits) <= MAX_DB_ID ? Number(digits) : null;
  return { raw, text, contains: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, id };
}
