-- Referrals (issue 16, /my-hearth#promote-listing): a tenant with a signed lease
-- invites a friend to an open room with a code of their own. The code is a promotion
-- code (spec §3 "product-backed upfront credit"), so the friend's application carries
-- it like any other (submit-application promo_code, add-promo); when the friend signs
-- their lease, the referrer is credited once (ledger item "tenant promotional credit").

-- One code per tenant, issued only once they have a signed lease.
CREATE TABLE referral_codes (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE REFERENCES promo_codes(code),
  -- What the referrer is credited when a friend signs with the code.
  referrer_credit_cents integer NOT NULL CHECK (referrer_credit_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One credit per friend's lifecycle, whoever signs it and however often the hook runs.
CREATE TABLE referral_credits (
  referred_lifecycle_id integer PRIMARY KEY REFERENCES lifecycles(id),
  referrer_user_id integer NOT NULL REFERENCES users(id),
  code text NOT NULL REFERENCES referral_codes(code),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  ledger_entry_id bigint REFERENCES ledger_entries(id),
  credited_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_credits_referrer_idx ON referral_credits (referrer_user_id, credited_at DESC);
