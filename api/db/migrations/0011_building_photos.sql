-- Managers upload real photos of their homes (purpose building_photo, photo types
-- only: see common/uploads.ts). The purpose CHECK of uploaded_files (0005) was
-- declared on the column, so PostgreSQL (and PGlite) named it
-- uploaded_files_purpose_check; it is dropped and made again with the new value.
-- A home keeps each attached photo in buildings.photo_urls as
-- /v20/files/public/building-photos/<file id>, served publicly (api/routes/files).
ALTER TABLE uploaded_files DROP CONSTRAINT uploaded_files_purpose_check;
ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_purpose_check CHECK (purpose IN ('identity_document',
  'income_document','reference_document','animal_photo','applicant_profile_photo','maintenance_photo','building_photo'));
