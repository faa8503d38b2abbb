-- Issue 14: recurring services and automatic pricing (docs/vendors.md "Recurring
-- services"). A series (turnover cleaning every N weeks) is a service activity in
-- RECURRING_SERVICE_STARTED with its cadence; each visit is its own job (REQUESTED,
-- offered to the marketplace) linked to the series with its number. The next visit
-- is created when the previous one is paid or canceled; (series, sequence) is unique
-- so however often that is retried, a visit is created once.

ALTER TABLE service_activities
  -- The series' cadence: set on the series row only.
  ADD COLUMN repeat_every_weeks integer CHECK (repeat_every_weeks BETWEEN 1 AND 12),
  -- A visit's series and its number in it (1 = the first visit, booked with the series).
  ADD COLUMN series_id integer REFERENCES service_activities(id),
  ADD COLUMN series_sequence integer CHECK (series_sequence >= 1),
  -- The day (home's calendar) a visit of a series is for; the vendor schedules around it.
  ADD COLUMN visit_due_on date,
  -- Where the pay comes from: the service type's price, or set by hand (/pricing).
  ADD COLUMN automatic_pricing_type text NOT NULL DEFAULT 'manual'
    CHECK (automatic_pricing_type IN ('service_type_default','manual')),
  ADD CONSTRAINT service_activities_series_pair_check CHECK ((series_id IS NULL) = (series_sequence IS NULL)),
  ADD CONSTRAINT service_activities_visit_due_check CHECK ((series_id IS NULL) = (visit_due_on IS NULL)),
  -- A series is not itself a visit, and only a series is (or was) RECURRING_SERVICE_STARTED.
  ADD CONSTRAINT service_activities_series_not_visit_check CHECK (repeat_every_weeks IS NULL OR series_id IS NULL),
  ADD CONSTRAINT service_activities_recurring_status_check CHECK (status <> 'RECURRING_SERVICE_STARTED' OR repeat_every_weeks IS NOT NULL),
  -- Nobody ever holds a series: vendors hold its visits.
  ADD CONSTRAINT service_activities_series_unheld_check CHECK (repeat_every_weeks IS NULL OR holder_provider_id IS NULL);

-- Exactly one visit per number: the next visit's INSERT ... ON CONFLICT DO NOTHING.
CREATE UNIQUE INDEX service_activities_series_sequence_idx ON service_activities (series_id, series_sequence) WHERE series_id IS NOT NULL;
