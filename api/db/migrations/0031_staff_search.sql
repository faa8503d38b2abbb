-- Issue 15, staff global search (GET /internal/global-search, docs/staff-search.md).
-- Trigram indexes (pg_trgm) find partial words and typos; tsvector indexes find whole
-- words ('simple' for names, emails and addresses, which must not be stemmed; 'english'
-- for ticket and case descriptions). All are expression indexes: the repository
-- (api/routes/internal/global-search/search-sql.ts) repeats each expression exactly,
-- which is what lets the planner use them. No new columns, so no row type changes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- People: "first last email", lower-cased.
CREATE INDEX users_search_trgm_idx ON users USING gin
  (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email) gin_trgm_ops);
CREATE INDEX users_search_fts_idx ON users USING gin
  (to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email));

-- Homes: title and address.
CREATE INDEX buildings_search_trgm_idx ON buildings USING gin
  (lower(coalesce(title, '') || ' ' || coalesce(street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(zip, '')) gin_trgm_ops);
CREATE INDEX buildings_search_fts_idx ON buildings USING gin
  (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(zip, '')));

-- Bedrooms by their name ("Room 2", "Garden suite").
CREATE INDEX bedrooms_search_trgm_idx ON bedrooms USING gin (lower(name) gin_trgm_ops);

-- Stripe invoice ids by a part of them (the whole id has its unique index already).
CREATE INDEX invoices_stripe_invoice_id_trgm_idx ON invoices USING gin (lower(stripe_invoice_id) gin_trgm_ops);

-- Tickets: title by trigram, title and description by English words.
CREATE INDEX maintenance_tickets_search_trgm_idx ON maintenance_tickets USING gin (lower(title) gin_trgm_ops);
CREATE INDEX maintenance_tickets_search_fts_idx ON maintenance_tickets USING gin
  (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(description, '')));

-- Resolution cases: their kind in words and the tenant's description.
CREATE INDEX resolution_cases_search_fts_idx ON resolution_cases USING gin
  (to_tsvector('english', replace(kind, '_', ' ') || ' ' || coalesce(description, '')));
