-- Issue 12: when a bedroom can be moved into, as ONE rule every reader asks
-- (listing cards and detail through building_summaries, the browse filters and
-- sorts, GET /g/buildings/{id}/availability, the Bedroom DTO's available_from and
-- submit-application): the first day on or after p_from, and on or after the
-- manager's available_on, that no lifecycle holds the room. A lifecycle holds its
-- assigned bedroom over [move_in_date, move_out_date) once its lease is signed
-- (as the exclusion constraint of 0004 counts it, so what this calls free can be
-- signed) or while it is approved and still open (its lease is prepared).
CREATE FUNCTION bedroom_available_from(p_bedroom integer, p_from date) RETURNS date
LANGUAGE sql STABLE AS $$
  WITH room AS (
    SELECT greatest(r.available_on, p_from) AS opens FROM bedrooms r WHERE r.id = p_bedroom
  ), held AS (
    SELECT daterange(l.move_in_date, l.move_out_date) AS span FROM lifecycles l
    WHERE l.assigned_bedroom_id = p_bedroom
      AND (l.lease_signed_at IS NOT NULL
        OR (l.approved_at IS NOT NULL AND l.denied_at IS NULL
          AND l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL))
  )
  SELECT min(c.day) FROM (
    SELECT room.opens AS day FROM room
    UNION ALL
    SELECT upper(h.span) FROM held h, room WHERE upper(h.span) > room.opens
  ) c
  WHERE NOT EXISTS (SELECT 1 FROM held h WHERE h.span @> c.day)
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
