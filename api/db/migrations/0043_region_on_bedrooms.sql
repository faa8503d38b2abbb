-- Issue 17: BUDGET_ASC on a city page under a budget or move-in filter reads the rooms in
-- order of rent (bedrooms_rent_building_idx, 0040) until a page of homes is found, but the
-- city is the home's: it walked the rooms of every city and kept the city's (about 2,300
-- rooms read for 13 Atlanta homes at 100x the data, docs/performance.md, "Browse with a
-- city, a budget and a move-in day together (0043)"). So each room carries its home's city
-- page, and the walk reads one city's rooms in order of rent.
--
-- bedrooms.region: buildings.region of the room's home (NULL when the home has none), kept
-- in the writing transaction:
--  - by buildings_recount_bedrooms (0040), which every insert, delete and move of a room
--    already calls once per statement, after locking the homes: it copies the region of
--    those homes onto their rooms with a fresh snapshot, so a room added while another
--    transaction changes its home's city gets the committed city;
--  - when a home changes city, onto its rooms (the trigger on buildings below).
ALTER TABLE bedrooms ADD COLUMN region text;

UPDATE bedrooms r SET region = b.region FROM buildings b WHERE b.id = r.building_id AND b.region IS NOT NULL;

-- 0040's function, plus the region of the homes onto their rooms. The copy is itself an
-- UPDATE of bedrooms, which calls this function again with no homes (it moves no room and
-- changes no rent): nothing to do then, which also ends the recursion.
CREATE OR REPLACE FUNCTION buildings_recount_bedrooms(p_building_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_building_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM buildings WHERE id = ANY (p_building_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE buildings b SET num_bedrooms = f.num_bedrooms, min_rent_cents = f.min_rent_cents
  FROM (SELECT x.id,
      (SELECT count(*) FROM bedrooms r WHERE r.building_id = x.id)::int AS num_bedrooms,
      (SELECT min(r.rent_total_cents) FROM bedrooms r WHERE r.building_id = x.id) AS min_rent_cents
    FROM unnest(p_building_ids) x(id)) f
  WHERE b.id = f.id AND (b.num_bedrooms, b.min_rent_cents) IS DISTINCT FROM (f.num_bedrooms, f.min_rent_cents);
  UPDATE bedrooms r SET region = b.region
  FROM buildings b
  WHERE b.id = ANY (p_building_ids) AND r.building_id = b.id AND r.region IS DISTINCT FROM b.region;
END $$;

-- A home that changes city page takes its rooms along (the home's row is locked by the
-- UPDATE, so no room can be added to it meanwhile without waiting in the function above).
CREATE FUNCTION buildings_copy_region_to_bedrooms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bedrooms SET region = NEW.region WHERE building_id = NEW.id AND region IS DISTINCT FROM NEW.region;
  RETURN NULL;
END $$;

CREATE TRIGGER buildings_copy_region_after_update AFTER UPDATE OF region ON buildings
  FOR EACH ROW WHEN (OLD.region IS DISTINCT FROM NEW.region) EXECUTE FUNCTION buildings_copy_region_to_bedrooms();

-- The proof: rooms whose region is not their home's (empty when all is well).
CREATE VIEW bedroom_region_mismatches AS
  SELECT r.id AS bedroom_id, r.building_id, r.region, b.region AS building_region
  FROM bedrooms r JOIN buildings b ON b.id = r.building_id
  WHERE r.region IS DISTINCT FROM b.region;

-- BUDGET_ASC with a budget or move-in filter on a city page: the city's rooms in order of
-- rent (api/routes/listings/listing-pages.ts, cheapestMatchingRoomPage).
CREATE INDEX bedrooms_region_rent_building_idx ON bedrooms (region, rent_total_cents, building_id);
