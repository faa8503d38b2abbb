-- Issue 16, renters insurance (docs/renters-insurance.md). A tenant either buys a plan
-- from the insurance provider (api/providers/renters-insurance.ts) or hands in proof of
-- a policy of their own; both are rows of renters_insurance_policies (0009), now with
-- where they came from, the plan's limits and price, and a document: the certificate the
-- provider issued or the proof the tenant uploaded (purpose renters_insurance_document).

ALTER TABLE uploaded_files DROP CONSTRAINT uploaded_files_purpose_check;
ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_purpose_check CHECK (purpose IN ('identity_document',
  'income_document','reference_document','animal_photo','applicant_profile_photo','maintenance_photo','building_photo',
  'maintenance_document','case_evidence','service_provider_document','service_activity_photo','service_provider_photo',
  'renters_insurance_document'));

ALTER TABLE renters_insurance_policies
  ADD COLUMN source text NOT NULL DEFAULT 'proof' CHECK (source IN ('purchase','proof')),
  ADD COLUMN plan text CHECK (plan IN ('basic','standard','plus')),
  ADD COLUMN personal_property_cents integer CHECK (personal_property_cents > 0),
  ADD COLUMN deductible_cents integer CHECK (deductible_cents >= 0),
  ADD COLUMN monthly_premium_cents integer CHECK (monthly_premium_cents > 0),
  ADD COLUMN document_file_id uuid REFERENCES uploaded_files(id),
  -- A purchase always knows its plan, limits and price; proof never claims a plan.
  ADD CONSTRAINT renters_insurance_policies_purchase_check CHECK (
    (source = 'purchase' AND plan IS NOT NULL AND personal_property_cents IS NOT NULL AND deductible_cents IS NOT NULL
      AND monthly_premium_cents IS NOT NULL AND liability_coverage_cents IS NOT NULL AND document_file_id IS NOT NULL)
    OR (source = 'proof' AND plan IS NULL AND monthly_premium_cents IS NULL));

-- One purchase per lifecycle, even when two requests race (a second is 409).
CREATE UNIQUE INDEX renters_insurance_policies_one_purchase ON renters_insurance_policies (lifecycle_id) WHERE source = 'purchase';
