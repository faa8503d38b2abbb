-- Issue 6, payments: an attempt is claimed (committed as 'pending') before the
-- processor is called and settled after, so the row lock on the invoice is never
-- held across a network call, and a crash in between is settled by calling the
-- processor again with the same key (api/money/attempt-payment.ts).
ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_outcome_check;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_outcome_check
  CHECK (outcome IN ('pending','succeeded','failed','mandate_error'));
ALTER TABLE payment_attempts
  ADD COLUMN attempt_no integer,
  -- invoice:<id>:attempt:<n>: the processor's idempotency key, the same on every retry of this attempt.
  ADD COLUMN provider_idempotency_key text UNIQUE,
  ADD COLUMN settled_at timestamptz;
-- At most one attempt of an invoice in flight.
CREATE UNIQUE INDEX payment_attempts_one_pending ON payment_attempts (invoice_id) WHERE outcome = 'pending';

