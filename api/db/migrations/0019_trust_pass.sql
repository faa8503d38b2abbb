-- Issue 12 (trust pass).
-- A session records the staff member impersonating its user, so a token's `act`
-- claim is checked against the row instead of believed.
ALTER TABLE sessions ADD COLUMN impersonator_user_id integer REFERENCES users(id) ON DELETE CASCADE;

-- Request counters of the declared rate limits (api/http/rate-limits.ts), one row
-- per rule and subject (an address, an email, a user), a fixed window each. In
-- the database so every api instance counts the same requests.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);
