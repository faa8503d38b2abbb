-- Issue 17, at 100× the data (BENCH_ONLY=scale), the manager's service tickets and ledger.
-- A manager's tickets, newest first, are read per home they run (api/routes/maintenance-tickets/
-- tickets-repository.ts managerPage): each home's newest tickets through this index, then
-- merged. maintenance_tickets_building_idx has the status between home and id, so it gives a
-- home's tickets by id only when the page is filtered by status.
CREATE INDEX maintenance_tickets_building_id_idx ON maintenance_tickets (building_id, id DESC);
-- The ledger's "deposits held" sums the deposits of the manager's invoices
-- (api/routes/ledger/ledger-repository.ts monthlySummary): found by invoice, not by
-- reading every deposit.
CREATE INDEX tenant_deposits_invoice_idx ON tenant_deposits (invoice_id);
