-- Issue 14: tickets and services meet (docs/vendors.md "Tickets and services"). A
-- service booked for a ticket writes each of its steps on the ticket's timeline; the
-- words every reader of the ticket may see are `body`, what only the people running
-- the ticket may read (the pay, the removal reason, notes) is `manager_note`.
ALTER TABLE maintenance_ticket_updates
  ADD COLUMN service_activity_id integer REFERENCES service_activities(id),
  -- The job's history action of the step (service_activity_history.action).
  ADD COLUMN service_action text,
  ADD COLUMN manager_note text NOT NULL DEFAULT '' CHECK (length(manager_note) <= 5000),
  ADD CONSTRAINT maintenance_ticket_updates_service_step_check CHECK ((service_activity_id IS NULL) = (service_action IS NULL));

-- One live job per ticket: a second booking while one is neither completed nor
-- canceled is refused (409 ticket_has_live_service); this index holds it under races.
CREATE UNIQUE INDEX service_activities_live_ticket_idx ON service_activities (maintenance_ticket_id)
  WHERE maintenance_ticket_id IS NOT NULL AND status NOT IN ('APPOINTMENT_COMPLETED','APPOINTMENT_CANCELED');

-- A ticket's job for its DTO (the open one, else the latest) and the timeline hook.
CREATE INDEX service_activities_ticket_idx ON service_activities (maintenance_ticket_id, id DESC) WHERE maintenance_ticket_id IS NOT NULL;
