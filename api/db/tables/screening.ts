/** Drizzle view of migration 0005 (uploads, screening, identity and income verification). */
import { date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const uploadedFiles = pgTable('uploaded_files', {
  id: uuid('id').primaryKey(),
  ownerUserId: integer('owner_user_id').notNull(),
  purpose: text('purpose').notNull(),
  fileName: text('file_name').notNull(),
  fileType: text('file_type').notNull(),
  contentType: text('content_type').notNull(),
  maxSizeBytes: integer('max_size_bytes').notNull(),
  uploadExpiresAt: ts('upload_expires_at').notNull(),
  sizeBytes: integer('size_bytes'),
  sha256: text('sha256'),
  storageKey: text('storage_key'),
  uploadedAt: ts('uploaded_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const screenings = pgTable('screenings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  guarantorConnectionId: integer('guarantor_connection_id'),
  legalFirstName: text('legal_first_name'),
  legalMiddleName: text('legal_middle_name'),
  legalLastName: text('legal_last_name'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  addressStreet: text('address_street'),
  addressUnit: text('address_unit'),
  addressCity: text('address_city'),
  addressState: text('address_state'),
  addressZip: text('address_zip'),
  phoneNumber: text('phone_number'),
  renterInfoSubmittedAt: ts('renter_info_submitted_at'),
  ssnHmac: text('ssn_hmac'),
  ssnLast4: text('ssn_last4'),
  provider: text('provider'),
  providerReference: text('provider_reference'),
  examQuestions: jsonb('exam_questions'),
  examAttempts: integer('exam_attempts').notNull().default(0),
  identityStatus: text('identity_status').notNull().default('not_started'),
  identityStatusChangedAt: ts('identity_status_changed_at'),
  report: jsonb('report'),
  reportsGeneratedAt: ts('reports_generated_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const screeningSimulatorCases = pgTable('screening_simulator_cases', {
  reference: text('reference').primaryKey(),
  profile: jsonb('profile').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const idVerifications = pgTable('id_verifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  documentType: text('document_type').notNull(),
  frontFileId: uuid('front_file_id').notNull(),
  backFileId: uuid('back_file_id'),
  status: text('status').notNull().default('submitted'),
  submittedAt: ts('submitted_at').notNull().defaultNow(),
  reviewedAt: ts('reviewed_at'),
});

export const tenantFinancialQualificationsSubmissions = pgTable('tenant_financial_qualifications_submissions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  lifecycleId: integer('lifecycle_id').notNull(),
  submittedByUserId: integer('submitted_by_user_id').notNull(),
  guarantorConnectionId: integer('guarantor_connection_id'),
  monthlyIncomeCents: integer('monthly_income_cents').notNull(),
  incomeSources: text('income_sources').array().notNull(),
  employerName: text('employer_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const tenantFinancialQualificationsDocuments = pgTable(
  'tenant_financial_qualifications_documents',
  {
    submissionId: integer('submission_id').notNull(),
    fileId: uuid('file_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.fileId] })],
);

export const financialQualificationsDeferrals = pgTable('financial_qualifications_deferrals', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  lifecycleId: integer('lifecycle_id').notNull(),
  userId: integer('user_id').notNull(),
  reason: text('reason').notNull(),
  deferredAt: ts('deferred_at').notNull().defaultNow(),
});
