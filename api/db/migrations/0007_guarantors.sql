-- Guarantor connections (issue 3, slice D): the rules Postgres can hold itself, so
-- two racing requests cannot break them.

-- One invitation per guarantor email and application: inviting the same person
-- again is refused (409 guarantor_already_invited), even when two requests race.
CREATE UNIQUE INDEX guarantor_connections_one_per_email
  ON guarantor_connections (lifecycle_id, lower(guarantor_email));

-- A tenant lists the connections of their own applications.
CREATE INDEX guarantor_connections_tenant_idx ON guarantor_connections (tenant_user_id);

-- Nobody guarantees their own application, and an accepted connection always says
-- who accepted it and when.
ALTER TABLE guarantor_connections
  ADD CONSTRAINT guarantor_connections_not_self CHECK (guarantor_user_id IS DISTINCT FROM tenant_user_id),
  ADD CONSTRAINT guarantor_connections_accepted_by CHECK ((guarantor_user_id IS NULL) = (accepted_at IS NULL));
