-- Issue 17: the NUM_BEDROOMS_ASC and BUDGET_ASC sorts ordered every listed home by an
-- aggregate of its bedrooms (building_summaries), so each page counted and sorted all
-- 25,000 homes of the bench's 100x data (docs/performance.md, "Sorts by a figure of the
-- bedrooms"). A B-tree cannot order by another table's aggregate, so the two figures are
-- kept on the home itself, in the transaction that writes its bedrooms (as
-- ledger_accounts.balance_cents is kept by 0015), and indexed in browse order.
--
-- num_bedrooms: how many bedrooms the home has (building_summaries.num_bedrooms).
-- min_rent_cents: its lowest TOTAL_RENT, NULL without bedrooms (building_summaries.min_rent_cents).
ALTER TABLE buildings
  ADD COLUMN num_bedrooms integer NOT NULL DEFAULT 0,
  ADD COLUMN min_rent_cents integer;

-- Existing databases: the figures of the bedrooms already there.
UPDATE buildings b SET num_bedrooms = f.num_bedrooms, min_rent_cents = f.min_rent_cents
FROM (SELECT r.building_id, count(*)::int AS num_bedrooms, min(r.rent_total_cents) AS min_rent_cents
  FROM bedrooms r GROUP BY r.building_id) f
WHERE f.building_id = b.id;

-- Recounts the homes' figures from their bedrooms. The homes are locked first (in id
-- order, so two writers cannot deadlock here) and only then counted, by a later
-- statement with a fresh snapshot: a transaction that adds a room to the same home at
-- the same time has committed by then and is counted too (counting first and waiting
-- on the UPDATE would write a figure without the other room).
CREATE FUNCTION buildings_recount_bedrooms(p_building_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM buildings WHERE id = ANY (p_building_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE buildings b SET num_bedrooms = f.num_bedrooms, min_rent_cents = f.min_rent_cents
  FROM (SELECT x.id,
      (SELECT count(*) FROM bedrooms r WHERE r.building_id = x.id)::int AS num_bedrooms,
      (SELECT min(r.rent_total_cents) FROM bedrooms r WHERE r.building_id = x.id) AS min_rent_cents
    FROM unnest(p_building_ids) x(id)) f
  WHERE b.id = f.id AND (b.num_bedrooms, b.min_rent_cents) IS DISTINCT FROM (f.num_bedrooms, f.min_rent_cents);
END $$;

-- Once per statement (the seeds insert thousands of rooms in one), with the rows it
-- wrote. An update counts only when it moved a room to another home or changed its rent
-- (rent_total_cents is generated from the three parts, so the new rows carry it).
CREATE FUNCTION bedrooms_recount_buildings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM buildings_recount_bedrooms(ARRAY(SELECT DISTINCT building_id FROM new_rooms));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM buildings_recount_bedrooms(ARRAY(SELECT DISTINCT building_id FROM old_rooms));
  ELSE
    PERFORM buildings_recount_bedrooms(ARRAY(
      SELECT o.building_id FROM old_rooms o JOIN new_rooms n ON n.id = o.id
        WHERE (o.building_id, o.rent_total_cents) IS DISTINCT FROM (n.building_id, n.rent_total_cents)
      UNION
      SELECT n.building_id FROM old_rooms o JOIN new_rooms n ON n.id = o.id
        WHERE (o.building_id, o.rent_total_cents) IS DISTINCT FROM (n.building_id, n.rent_total_cents)));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bedrooms_recount_after_insert AFTER INSERT ON bedrooms
  REFERENCING NEW TABLE AS new_rooms FOR EACH STATEMENT EXECUTE FUNCTION bedrooms_recount_buildings();
CREATE TRIGGER bedrooms_recount_after_update AFTER UPDATE ON bedrooms
  REFERENCING OLD TABLE AS old_rooms NEW TABLE AS new_rooms FOR EACH STATEMENT EXECUTE FUNCTION bedrooms_recount_buildings();
CREATE TRIGGER bedrooms_recount_after_delete AFTER DELETE ON bedrooms
  REFERENCING OLD TABLE AS old_rooms FOR EACH STATEMENT EXECUTE FUNCTION bedrooms_recount_buildings();

-- The proof: homes whose kept figures are not those of their bedrooms (empty when all is well).
CREATE VIEW building_bedroom_figure_mismatches AS
  SELECT b.id AS building_id, b.num_bedrooms, b.min_rent_cents,
    f.num_bedrooms AS counted_bedrooms, f.min_rent_cents AS lowest_rent_cents
  FROM buildings b
  CROSS JOIN LATERAL (SELECT count(*)::int AS num_bedrooms, min(r.rent_total_cents) AS min_rent_cents
    FROM bedrooms r WHERE r.building_id = b.id) f
  WHERE (b.num_bedrooms, b.min_rent_cents) IS DISTINCT FROM (f.num_bedrooms, f.min_rent_cents);

-- Browse in each sort's order (api/routes/listings/listings-repository.ts, SORT_KEYS), read
-- in order and stopped after a page, on all homes and on a city page (`b.region = $1`).
-- Homes without bedrooms go last under BUDGET_ASC, hence the COALESCE of the sort key.
CREATE INDEX buildings_listed_num_bedrooms_idx ON buildings (num_bedrooms, id) WHERE listed_at IS NOT NULL;
CREATE INDEX buildings_listed_region_num_bedrooms_idx ON buildings (region, num_bedrooms, id) WHERE listed_at IS NOT NULL;
CREATE INDEX buildings_listed_min_rent_idx ON buildings ((COALESCE(min_rent_cents, 2147483647)), id) WHERE listed_at IS NOT NULL;
CREATE INDEX buildings_listed_region_min_rent_idx ON buildings (region, (COALESCE(min_rent_cents, 2147483647)), id) WHERE listed_at IS NOT NULL;
-- MOVE_IN_DATE_ASC on a city page: its homes with a room free today, in id order.
CREATE INDEX buildings_listed_region_id_idx ON buildings (region, id) WHERE listed_at IS NOT NULL;
-- BUDGET_ASC under a budget or move-in filter: each home at its cheapest matching room,
-- found by reading the rooms in order of rent.
CREATE INDEX bedrooms_rent_building_idx ON bedrooms (rent_total_cents, building_id);
