-- Issue 17, at 100× the data (BENCH_ONLY=scale). A manager's invoices, newest first, are
-- read per home (api/routes/invoices/invoices-repository.ts managerPage): each home's
-- newest invoices through this index, then merged. invoices_building_idx (0015) is ordered
-- by due date, so it could not give a home's invoices by id.
CREATE INDEX invoices_building_id_idx ON invoices (building_id, id DESC);
