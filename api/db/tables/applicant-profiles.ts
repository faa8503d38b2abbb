/**
 * Drizzle view of migration 0006 (tenant animals, rental references and their
 * skips, the information-release consent, applicant profiles).
 */
import { boolean, date, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tenantAnimals = pgTable('tenant_animals', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  species: text('species').notNull(),
  breed: text('breed'),
  weightLbs: numeric('weight_lbs', { mode: 'number' }),
  serviceAnimalType: text('service_animal_type').notNull().default('none'),
  photoFileIds: uuid('photo_file_ids').array().notNull().default([]),
  notes: text('notes'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const tenantRentalReferences = pgTable('tenant_rental_references', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  sourceType: text('source_type').notNull(),
  refereeName: text('referee_name').notNull(),
  refereeEmail: text('referee_email').notNull(),
  refereePhone: text('referee_phone'),
  propertyAddress: text('property_address'),
  monthlyRentCents: integer('monthly_rent_cents'),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  requestSentAt: ts('request_sent_at'),
  formTokenHash: text('form_token_hash'),
  formTokenExpiresAt: ts('form_token_expires_at'),
  answeredAt: ts('answered_at'),
  answerPaidOnTime: boolean('answer_paid_on_time'),
  answerWouldRentAgain: boolean('answer_would_rent_again'),
  answerLeaseViolations: boolean('answer_lease_violations'),
  answerRelationshipConfirmed: boolean('answer_relationship_confirmed'),
  answerComments: text('answer_comments'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const tenantRentalReferenceSkips = pgTable('tenant_rental_reference_skips', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  reason: text('reason').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const applicantInformationReleaseConsents = pgTable('applicant_information_release_consents', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  fullNameSignature: text('full_name_signature').notNull(),
  consentTextVersion: text('consent_text_version').notNull(),
  submittedAt: ts('submitted_at').notNull().defaultNow(),
});

export const applicantProfiles = pgTable('applicant_profiles', {
  userId: integer('user_id').primaryKey(),
  worksFromHome: text('works_from_home').notNull(),
  conflictStyle: text('conflict_style').notNull(),
  sharing: text('sharing').notNull(),
  weekdayBedtime: text('weekday_bedtime').notNull(),
  smoker: text('smoker').notNull(),
  cooking: text('cooking').notNull(),
  moveReason: text('move_reason').notNull(),
  unwindRitual: text('unwind_ritual').notNull(),
  plants: text('plants').notNull(),
  weekendVacancy: text('weekend_vacancy').notNull(),
  commonAreaContributions: text('common_area_contributions').array().notNull().default([]),
  photoFileIds: uuid('photo_file_ids').array().notNull().default([]),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
