-- Issue 12: the application fee is an invoice like the others (api/money/application-fee.ts,
-- docs/money.md "The application fee"). Fees paid before that get theirs here, as the
-- payment would have written them: the invoice (SUCCESSFUL, paid when the fee was, no
-- home: the fee is Hearth's), its status history, the succeeded attempt (the card found
-- by its charge), and the tenant's charge and payment on the ledger (the balance trigger
-- moves the account). No notifications: they were paid long ago.
DO $$
DECLARE
  fee record;
  v_invoice integer;
  v_attempt integer;
  v_account integer;
  label text;
BEGIN
  FOR fee IN
    SELECT f.id, f.lifecycle_id, f.user_id, f.amount_cents, f.provider_charge_id, f.paid_at,
      date_trunc('month', f.paid_at AT TIME ZONE 'UTC')::date AS period_month,
      left('Application fee: ' || coalesce(r.name || ' at ', '') || b.title, 300) AS description
    FROM application_fee_payments f JOIN lifecycles l ON l.id = f.lifecycle_id JOIN buildings b ON b.id = l.building_id
    LEFT JOIN bedrooms r ON r.id = l.assigned_bedroom_id
    WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.source_key = 'application-fee:' || f.lifecycle_id)
    ORDER BY f.id
  LOOP
    label := fee.description;
    INSERT INTO invoices (tenant_user_id, lifecycle_id, building_id, charge_type, ledger_item_type, description, amount_cents,
      period_month, due_date, payment_status, attempts_made, source_key, paid_at, created_at, updated_at)
    VALUES (fee.user_id, fee.lifecycle_id, NULL, 'application fee', 'uncategorized', label, fee.amount_cents,
      fee.period_month, (fee.paid_at AT TIME ZONE 'UTC')::date, 'SUCCESSFUL', 1, 'application-fee:' || fee.lifecycle_id,
      fee.paid_at, fee.paid_at, fee.paid_at)
    RETURNING id INTO v_invoice;
    UPDATE invoices SET stripe_invoice_id = 'in_test_' || v_invoice WHERE id = v_invoice;
    INSERT INTO invoice_status_history (invoice_id, status_from, status_to, reason, actor_role, trigger_source, created_at) VALUES
      (v_invoice, NULL, 'INITIAL_ATTEMPT_UPCOMING', 'Invoice created', 'tenant', 'HTTP', fee.paid_at),
      (v_invoice, 'INITIAL_ATTEMPT_UPCOMING', 'CHARGE_PENDING', 'Attempt 1 started (card entered with the application)', 'tenant', 'HTTP', fee.paid_at),
      (v_invoice, 'CHARGE_PENDING', 'SUCCESSFUL', 'Attempt 1 succeeded (' || fee.provider_charge_id || ')', 'tenant', 'HTTP', fee.paid_at);
    INSERT INTO payment_attempts (invoice_id, payment_source_id, amount_cents, card_fee_cents, outcome, trigger_source, attempt_no,
      provider_charge_id, settled_at, created_at)
    VALUES (v_invoice, NULL, fee.amount_cents, 0, 'succeeded', 'HTTP', 1, fee.provider_charge_id, fee.paid_at, fee.paid_at)
    RETURNING id INTO v_attempt;
    INSERT INTO ledger_accounts (kind, user_id) VALUES ('tenant', fee.user_id) ON CONFLICT (kind, user_id) DO NOTHING;
    SELECT id INTO v_account FROM ledger_accounts WHERE kind = 'tenant' AND user_id = fee.user_id;
    INSERT INTO ledger_entries (account_id, entry_kind, ledger_item_type, charge_type, amount_cents, description, period_month,
      lifecycle_id, invoice_id, posting_key, actor_role, created_by_user_id, created_at) VALUES
      (v_account, 'charge', 'uncategorized', 'application fee', fee.amount_cents, label, fee.period_month,
        fee.lifecycle_id, v_invoice, 'invoice:' || v_invoice || ':charge', 'tenant', fee.user_id, fee.paid_at),
      (v_account, 'payment', 'uncategorized', 'application fee', -fee.amount_cents, left('Payment: ' || label, 300), fee.period_month,
        fee.lifecycle_id, v_invoice, 'payment:' || v_attempt || ':tenant', 'tenant', fee.user_id, fee.paid_at);
  END LOOP;
END $$;
