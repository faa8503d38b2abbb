-- Issue 17, figures at 100× the data (BENCH_ONLY=scale, bench/scale.ts; docs/performance.md
-- "Indexes for 100× data"). Measured with EXPLAIN ANALYZE (auto_explain of the app's own
-- statements) on 25,000 homes, 100,000 bedrooms and 55,000 lifecycles, on a shared machine
-- under load: read the orders of magnitude, not the digits.

-- The availability rule (0022) asks, for every bedroom of every card, detail and filter,
-- which lifecycles hold it: `lifecycles.assigned_bedroom_id = p_bedroom`. Without an index
-- each call read all 55,000 lifecycles: 45 ms per held bedroom, and the first browse page
-- (12 cards, ~50 bedrooms) took 6.3 s. With it: one index probe, 0.03 ms.
CREATE INDEX lifecycles_assigned_bedroom_idx ON lifecycles (assigned_bedroom_id);

-- The same rule in PL/pgSQL, answering exactly as 0022's SQL functions (compared on 8,000
-- bedroom-days of the bench data): a SQL function called from another SQL function is
-- planned again on every call (about 0.7 ms each), while PL/pgSQL keeps its plans for the
-- session. 400 bedrooms: 330 ms before, 58 ms after. bedroom_held_spans stays a SQL
-- function, so it is still inlined into the statements that read it.
CREATE OR REPLACE FUNCTION bedroom_held_during(p_bedroom integer, p_from date, p_to date) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM bedroom_held_spans(p_bedroom) s WHERE s && daterange(p_from, p_to));
END $$;

CREATE OR REPLACE FUNCTION bedroom_available_from(p_bedroom integer, p_from date, p_stay_days integer DEFAULT 30) RETURNS date
LANGUAGE plpgsql STABLE AS $$
DECLARE
  opens date;
BEGIN
  SELECT greatest(r.available_on, p_from) INTO opens FROM bedrooms r WHERE r.id = p_bedroom;
  IF opens IS NULL THEN
    RETURN NULL;
  END IF;
  -- The first of: the day it opens, or the end of a hold after it, from which nothing
  -- holds it for p_stay_days.
  RETURN (SELECT min(c.day) FROM (
      SELECT opens AS day
      UNION ALL
      SELECT upper(s) FROM bedroom_held_spans(p_bedroom) s WHERE upper(s) > opens
    ) c
    WHERE NOT EXISTS (SELECT 1 FROM bedroom_held_spans(p_bedroom) h WHERE h && daterange(c.day, c.day + p_stay_days)));
END $$;

-- Browse under the "recommended" sort (the default, api/routes/listings/listings-repository.ts:
-- `WHERE b.listed_at IS NOT NULL ORDER BY (-b.recommended_score), b.id LIMIT n`): read in
-- order and stop after a page, instead of joining every home to building_summaries and
-- sorting them (a hash join of 25,000 homes, 290 ms before the first card was computed).
-- Through the gateway (BENCH_ONLY=scale): 12 cards at 100x the data 6.1-7.1 s before this
-- migration, 82 ms after (0.63x the demo data's p50 in the same run).
CREATE INDEX buildings_listed_recommended_idx ON buildings ((-recommended_score), id) WHERE listed_at IS NOT NULL;
-- The same on a city page (`AND b.region = $1`): 46 ms at 100x, 0.54x the demo data's p50.
CREATE INDEX buildings_listed_region_recommended_idx ON buildings (region, (-recommended_score), id) WHERE listed_at IS NOT NULL;
