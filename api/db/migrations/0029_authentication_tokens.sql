-- Issue 15, partner API tokens (docs/partners.md). A token is a signed JWT of this
-- api (typ "partner", sid = id here); the row is what makes it revocable and
-- rotatable: every request checks it is not revoked, not expired, and that the
-- presented string hashes to token_hash (so a rotated token's old string, though
-- validly signed, stops working at once). The secret itself is never stored.
CREATE TABLE authentication_tokens (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80 AND name = btrim(name)),
  user_role text NOT NULL CHECK (user_role IN ('tenant','manager','vendor')),
  scopes text[] NOT NULL CHECK (
    cardinality(scopes) >= 1
    AND scopes <@ ARRAY['listings:read','listings:write','lifecycles:read','lifecycles:write','tickets:read',
      'tickets:write','money:read','money:write','webhooks:read','webhooks:write']::text[]
  ),
  token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  hint text NOT NULL CHECK (char_length(hint) = 6),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL CHECK (expires_at <= created_at + interval '366 days'),
  last_used_at timestamptz,
  revoked_at timestamptz,
  rotated_at timestamptz
);
CREATE INDEX authentication_tokens_user_idx ON authentication_tokens (user_id, created_at DESC);
