-- Issue 14, the vendor company's own pages (docs/vendors.md "Company settings"):
-- a company photo (an upload of purpose service_provider_photo; GET /me/
-- service_provider_profile_photo_url shows it to its people) and the reminders
-- about documents that are about to lapse, sent once per document and threshold.

ALTER TABLE uploaded_files DROP CONSTRAINT uploaded_files_purpose_check;
ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_purpose_check CHECK (purpose IN ('identity_document',
  'income_document','reference_document','animal_photo','applicant_profile_photo','maintenance_photo','building_photo',
  'maintenance_document','case_evidence','service_provider_document','service_activity_photo','service_provider_photo'));

ALTER TABLE residential_service_providers ADD COLUMN photo_file_id uuid REFERENCES uploaded_files(id);

-- Whether joining gave the person the vendor role (accept-invite): leaving the company
-- takes it away again only then, never from someone who registered as a vendor.
ALTER TABLE residential_service_provider_users ADD COLUMN vendor_role_granted boolean NOT NULL DEFAULT false;

-- One row per reminder sent: the primary key makes a second run (or two at once) send nothing.
CREATE TABLE residential_service_provider_document_reminders (
  document_id integer NOT NULL REFERENCES residential_service_provider_documents(id) ON DELETE CASCADE,
  threshold text NOT NULL CHECK (threshold IN ('expires_within_30_days','expired')),
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, threshold)
);
