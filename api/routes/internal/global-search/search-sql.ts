import { sql, type SQL } from 'drizzle-orm';
import type { SearchTerms } from './search-terms.js';

/*
 * The search documents. Each expression is written exactly as in the indexes of
 * migration 0031_staff_search.sql: the planner uses an expression index only for the
 * same expression, so change both together (docs/staff-search.md).
 */
const userDoc = sql.raw(`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || u.email)`);
const userWords = sql.raw(`to_tsvector('simple', coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || u.email)`);
const homeDoc = sql.raw(`lower(coalesce(b.title, '') || ' ' || coalesce(b.street, '') || ' ' || coalesce(b.city, '') || ' ' || coalesce(b.state, '') || ' ' || coalesce(b.zip, ''))`);
const homeWords = sql.raw(`to_tsvector('simple', coalesce(b.title, '') || ' ' || coalesce(b.street, '') || ' ' || coalesce(b.city, '') || ' ' || coalesce(b.state, '') || ' ' || coalesce(b.zip, ''))`);
const ticketTitle = sql.raw('lower(t.title)');

/**
 * A user whose name or email contains the entry, in any case: the one "contains"
 * match of people, shared by global search and the staff users list (GET /users), so
 * both find the same people and both use the trigram index of migration 0031.
 */
export const userContains = (t: SearchTerms) => sql`${userDoc} LIKE ${t.contains}`;
const ticketWords = sql.raw(`to_tsvector('english', coalesce(t.title, '') || ' ' || coalesce(t.description, ''))`);
const caseWords = sql.raw(`to_tsvector('english', replace(c.kind, '_', ' ') || ' ' || coalesce(c.description, ''))`);

/** Exact matches (an id, an email, a Stripe invoice id) rank above every partial one. */
export const EXACT_RANK = 3;
const exact = sql.raw(String(EXACT_RANK));

/**
 * Partial rank: a contained substring counts 1, plus how well the words match
 * (trigram word similarity, 0 to 1, forgiving typos) plus the full-text rank.
 */
const partialRank = (t: SearchTerms, doc: SQL, words: SQL, query: SQL) => sql`
  (CASE WHEN ${doc} LIKE ${t.contains} THEN 1 ELSE 0 END + word_similarity(${t.text}, ${doc}) + ts_rank(${words}, ${query}))`;

/** A document matches by substring, by similar words (pg_trgm `<%`) or by whole words. */
const matches = (t: SearchTerms, doc: SQL, words: SQL, query: SQL) => sql`
  (${doc} LIKE ${t.contains} OR ${t.text} <% ${doc} OR ${words} @@ ${query})`;

const simpleQuery = (t: SearchTerms) => sql`plainto_tsquery('simple', ${t.text})`;
const englishQuery = (t: SearchTerms) => sql`websearch_to_tsquery('english', ${t.raw})`;

const userRank = (t: SearchTerms) => sql`CASE WHEN u.id = ${t.id}::int OR lower(u.email) = ${t.text} THEN ${exact}
  ELSE ${partialRank(t, userDoc, userWords, simpleQuery(t))} END`;
const homeRank = (t: SearchTerms) => sql`CASE WHEN b.id = ${t.id}::int THEN ${exact}
  ELSE ${partialRank(t, homeDoc, homeWords, simpleQuery(t))} END`;
const fullName = sql.raw(`trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`);

/** Every branch returns these columns, so they can be one UNION ALL (one round trip). */
export interface SearchRow {
  kind: string;
  id: number;
  title: string | null;
  subtitle: string | null;
  rank: number | string;
  /** The record the web page is about, when not the hit itself (a bedroom's home, a lifecycle's tenant). */
  ref_id: number | null;
  amount_cents: number | string | null;
}

/*
 * People and homes are ranked once, in CTEs, and reused: their top hits are results
 * themselves and the starting points of lifecycles (by applicant) and bedrooms (by home).
 */
/** How many rows each way of matching may bring before ranking: ranking is the costly part. */
const CANDIDATES_PER_SOURCE = 50;

/**
 * Ids matching by each index on its own, each source capped, then ranked together.
 * One OR over all conditions would rank every fuzzy match (thousands for a common
 * street); separate capped sources keep the precise ones (exact, substring, whole
 * words) and bound the fuzzy ones. An id-like entry skips fuzzy matching: digits
 * look alike everywhere.
 */
function candidates(t: SearchTerms, table: 'users u' | 'buildings b', doc: SQL, words: SQL, exact: SQL[]): SQL {
  const from = sql.raw(table);
  const id = sql.raw(table.endsWith(' u') ? 'u.id' : 'b.id');
  const sources = [
    ...exact.map((condition) => sql`SELECT ${id} FROM ${from} WHERE ${condition}`),
    sql`(SELECT ${id} FROM ${from} WHERE ${table === 'users u' ? userContains(t) : sql`${doc} LIKE ${t.contains}`} LIMIT ${CANDIDATES_PER_SOURCE})`,
    sql`(SELECT ${id} FROM ${from} WHERE ${words} @@ ${simpleQuery(t)} LIMIT ${CANDIDATES_PER_SOURCE})`,
    ...(t.id === null ? [sql`(SELECT ${id} FROM ${from} WHERE ${t.text} <% ${doc} LIMIT ${CANDIDATES_PER_SOURCE})`] : []),
  ];
  return sql.join(sources, sql` UNION ALL `);
}

/*
 * People and homes are ranked once, in CTEs, and reused: their top hits are results
 * themselves and the starting points of lifecycles (by applicant) and bedrooms (by home).
 */
const userHits = (t: SearchTerms, n: number) => sql`
  SELECT u.id, ${userRank(t)} AS rank FROM users u
  WHERE u.id IN (${candidates(t, 'users u', userDoc, userWords, [sql`u.id = ${t.id}::int`, sql`lower(u.email) = ${t.text}`])})
  ORDER BY rank DESC, u.id LIMIT ${n}`;
const homeHits = (t: SearchTerms, n: number) => sql`
  SELECT b.id, ${homeRank(t)} AS rank FROM buildings b
  WHERE b.id IN (${candidates(t, 'buildings b', homeDoc, homeWords, [sql`b.id = ${t.id}::int`])})
  ORDER BY rank DESC, b.id LIMIT ${n}`;

const users = () => sql`
  SELECT 'user' AS kind, u.id, ${fullName} AS title, u.email AS subtitle, h.rank::float8 AS rank, NULL::int AS ref_id, NULL::bigint AS amount_cents
  FROM user_hits h JOIN users u ON u.id = h.id`;

const homes = () => sql`
  SELECT 'home', b.id, b.title, concat_ws(', ', b.street, b.city, b.state || ' ' || b.zip), h.rank::float8, NULL::int, NULL::bigint
  FROM home_hits h JOIN buildings b ON b.id = h.id`;

/**
 * Bedrooms by id, as the rooms of the best matching homes ("Maple House room 2"), or
 * by their own name: a name alone ("Room 2") is shared by thousands of rooms, so that
 * source is capped. Candidates are gathered by id first so each source uses its index.
 * Rooms rank just below their home.
 */
const bedrooms = (t: SearchTerms, n: number) => sql`
  SELECT 'bedroom', r.id, r.name || ' · ' || coalesce(b.title, 'Home ' || b.id), concat_ws(', ', b.street, b.city),
    (CASE WHEN r.id = ${t.id}::int THEN ${exact}
      ELSE 0.9 * word_similarity(${t.text}, lower(r.name || ' ' || coalesce(b.title, ''))) END)::float8 AS rank, b.id, NULL::bigint
  FROM bedrooms r JOIN buildings b ON b.id = r.building_id
  WHERE r.id IN (
    SELECT id FROM bedrooms WHERE id = ${t.id}::int
    UNION ALL SELECT id FROM bedrooms WHERE building_id IN (SELECT id FROM home_hits ORDER BY rank DESC LIMIT 5)
    UNION ALL (SELECT id FROM bedrooms WHERE lower(name) LIKE ${t.contains} OR ${t.text} <% lower(name) LIMIT 50))
  ORDER BY rank DESC, r.id LIMIT ${n}`;

/** Lifecycles by id or by their applicant (the best matching people). */
const lifecycles = (t: SearchTerms, n: number) => sql`
  SELECT 'lifecycle', l.id, ${fullName} || ' · ' || coalesce(b.title, 'Home ' || b.id),
    CASE WHEN l.lease_signed_at IS NOT NULL THEN 'Lease signed' WHEN l.denied_at IS NOT NULL THEN 'Denied'
      WHEN l.application_deactivated_at IS NOT NULL OR l.application_lost_at IS NOT NULL THEN 'Closed application'
      WHEN l.approved_at IS NOT NULL THEN 'Approved' ELSE 'Application' END || ' · ' || u.email,
    (CASE WHEN l.id = ${t.id}::int THEN ${exact} ELSE 0.95 * coalesce(h.rank, 0) END)::float8 AS rank, u.id, NULL::bigint
  FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id JOIN buildings b ON b.id = l.building_id
    LEFT JOIN (SELECT id, rank FROM user_hits ORDER BY rank DESC LIMIT 10) h ON h.id = l.tenant_user_id
  WHERE l.id IN (
    SELECT id FROM lifecycles WHERE id = ${t.id}::int
    UNION ALL SELECT id FROM lifecycles WHERE tenant_user_id IN (SELECT id FROM user_hits ORDER BY rank DESC LIMIT 10))
  ORDER BY rank DESC, l.id DESC LIMIT ${n}`;

const invoices = (t: SearchTerms, n: number) => sql`
  SELECT 'invoice', i.id, i.description, i.payment_status || ' · due ' || to_char(i.due_date, 'YYYY-MM-DD') || coalesce(' · ' || i.stripe_invoice_id, ''),
    CASE WHEN i.id = ${t.id}::int OR i.stripe_invoice_id = ${t.raw} THEN ${exact}
      ELSE 1 + similarity(${t.text}, lower(i.stripe_invoice_id)) END::float8 AS rank, i.tenant_user_id, i.amount_cents
  FROM invoices i
  WHERE i.id = ${t.id}::int OR i.stripe_invoice_id = ${t.raw}
    OR (length(${t.text}) >= 3 AND lower(i.stripe_invoice_id) LIKE ${t.contains})
  ORDER BY rank DESC, i.id DESC LIMIT ${n}`;

const tickets = (t: SearchTerms, n: number) => sql`
  SELECT 'maintenance_ticket', t.id, t.title, t.status || ' · ' || coalesce(b.title, 'Home ' || b.id),
    CASE WHEN t.id = ${t.id}::int THEN ${exact}
      ELSE ${partialRank(t, ticketTitle, ticketWords, englishQuery(t))} END::float8 AS rank, t.building_id, NULL::bigint
  FROM maintenance_tickets t JOIN buildings b ON b.id = t.building_id
  WHERE t.id = ${t.id}::int OR ${matches(t, ticketTitle, ticketWords, englishQuery(t))}
  ORDER BY rank DESC, t.id DESC LIMIT ${n}`;

const cases = (t: SearchTerms, n: number) => sql`
  SELECT 'resolution_case', c.id, initcap(replace(c.kind, '_', ' ')) || ' case #' || c.id,
    c.status || coalesce(' · ' || left(c.description, 80), ''),
    CASE WHEN c.id = ${t.id}::int THEN ${exact} ELSE ts_rank(${caseWords}, ${englishQuery(t)}) END::float8 AS rank, c.tenant_user_id, NULL::bigint
  FROM resolution_cases c
  WHERE c.id = ${t.id}::int OR ${caseWords} @@ ${englishQuery(t)}
  ORDER BY rank DESC, c.id DESC LIMIT ${n}`;

/** The best `n` hits of each kind in one statement (one round trip); the caller merges them by rank. */
export function searchStatement(t: SearchTerms, n: number): SQL {
  const branches = [users(), homes(), bedrooms(t, n), lifecycles(t, n), invoices(t, n), tickets(t, n), cases(t, n)].map((branch) => sql`(${branch})`);
  return sql`WITH user_hits AS (${userHits(t, n)}), home_hits AS (${homeHits(t, n)})
    ${sql.join(branches, sql` UNION ALL `)}`;
}
