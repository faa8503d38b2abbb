-- Issue 15, webhook secret rotation (api/routes/webhooks/README.md, docs/live.md
-- "Rotating the secret"): POST /webhooks/{id}/rotate-secret puts a new secret in
-- `secret` and keeps the old one here until `previous_secret_expires_at`. Until then
-- every delivery carries two v1= signatures (new and old), so a receiver can switch
-- secrets without dropping events; after it the dispatcher signs with the new one
-- only and clears the old one.
ALTER TABLE webhooks ADD COLUMN previous_secret text;
ALTER TABLE webhooks ADD COLUMN previous_secret_expires_at timestamptz;
ALTER TABLE webhooks ADD CONSTRAINT webhooks_previous_secret_check
  CHECK ((previous_secret IS NULL) = (previous_secret_expires_at IS NULL));
