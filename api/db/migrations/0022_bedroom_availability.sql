-- Issue 12: when a bedroom can be moved into, as ONE rule every reader asks
-- (listing cards and detail through building_summaries, the browse filters and
-- sorts, GET /g/buildings/{id}/availability, the Bedroom DTO's available_from,
-- submit-application). api/db/availability.ts wraps these functions.

-- What holds a bedroom: a lifecycle over [move_in_date, move_out_date) once its
-- lease is signed (as the exclusion constraint of 0004 counts it, so what is
-- called free here can be signed) or while it is approved and still open (its
-- lease is prepared for the tenant to sign).
CREATE FUNCTION bedroom_held_spans(p_bedroom integer) RETURNS SETOF daterange
LANGUAGE sql STABLE AS $$
  SELECT daterange(l.move_in_date, l.move_out_date) FROM lifecycles l
  WHERE l.assigned_bedroom_id = p_bedroom
    AND (l.lease_signed_at IS NOT NULL
      OR (l.approved_at IS NOT NULL AND l.denied_at IS NULL
        AND l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL))
$$;

-- Whether anything holds the bedroom on a day of [p_from, p_to).
CREATE FUNCTION bedroom_held_during(p_bedroom integer, p_from date, p_to date) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM bedroom_held_spans(p_bedroom) s WHERE s && daterange(p_from, p_to))
$$;

-- The first day on or after p_from, and on or after the manager's available_on,
-- from which the bedroom stays free for p_stay_days: a room whose lease starts
-- next week is not "available now" (30 days, a month's stay, is the least anyone
-- moves in for). The answer is that start or the end of a hold.
CREATE FUNCTION bedroom_available_from(p_bedroom integer, p_from date, p_stay_days integer DEFAULT 30) RETURNS date
LANGUAGE sql STABLE AS $$
  WITH room AS (
    SELECT greatest(r.available_on, p_from) AS opens FROM bedrooms r WHERE r.id = p_bedroom
  )
  SELECT min(c.day) FROM (
    SELECT room.opens AS day FROM room
    UNION ALL
    SELECT upper(s) FROM bedroom_held_spans(p_bedroom) s, room WHERE upper(s) > room.opens
  ) c
  WHERE NOT bedroom_held_during(p_bedroom, c.day, c.day + p_stay_days)
$$;

-- The cards' "Available now / from" date follows the rule (same columns as 0001).
CREATE OR REPLACE VIEW building_summaries AS
SELECT b.id AS building_id,
  (SELECT count(*) FROM bedrooms r WHERE r.building_id = b.id)::int AS num_bedrooms,
  (SELECT min(r.rent_total_cents) FROM bedrooms r WHERE r.building_id = b.id) AS min_rent_cents,
  (SELECT max(r.rent_total_cents) FROM bedrooms r WHERE r.building_id = b.id) AS max_rent_cents,
  (SELECT min(bedroom_available_from(r.id, current_date)) FROM bedrooms r WHERE r.building_id = b.id) AS earliest_available_date,
  COALESCE((SELECT sum(t.counting_weight) FROM bathrooms t WHERE t.building_id = b.id), 0)::float8 AS bathroom_count
FROM buildings b;
