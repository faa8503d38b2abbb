/**
 * Drizzle view of the tables that the SQL migrations create. The migrations are
 * the source of truth (constraints, generated columns, views): the row types of
 * every table and view are generated from them (api/db/__generated__/rows.ts,
 * `npm run db:types`). This file gives repositories Drizzle's query builder over
 * some of the tables; each table declared here must have every migrated column
 * with its type and nullability, which api/db/schema.test.ts checks.
 */
import {
  pgTable, integer, text, boolean, timestamp, date, doublePrecision, uuid, bigint, numeric, primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phoneNumber: text('phone_number'),
  roles: text('roles').array().notNull().default(['tenant']),
  isStaff: boolean('is_staff').notNull().default(false),
  emailVerifiedAt: ts('email_verified_at'),
  emailVerificationTokenHash: text('email_verification_token_hash'),
  occupation: text('occupation'),
  interests: text('interests').array().notNull().default([]),
  applicantProfileRoommateRelationshipPreference: text('applicant_profile_roommate_relationship_preference'),
  isRentingWithAnimal: boolean('is_renting_with_animal'),
  hasUsSsn: boolean('has_us_ssn'),
  needsScreening: boolean('needs_screening').notNull().default(true),
  rentersInsurancePurchaseCompletedAt: ts('renters_insurance_purchase_completed_at'),
  managerOnboardingDemoCallStatus: text('manager_onboarding_demo_call_status'),
  stripeConnectAccountConnectedAt: ts('stripe_connect_account_connected_at'),
  renterConfirmationQuestionsCompletedAt: ts('renter_confirmation_questions_completed_at'),
  applicantInformationReleaseConsentSubmittedAt: ts('applicant_information_release_consent_submitted_at'),
  serviceProviderProfilePhotoUrl: text('service_provider_profile_photo_url'),
  applicantProfilePhotoUrls: text('applicant_profile_photo_urls').array().notNull().default([]),
  photoUrls: text('photo_urls').array().notNull().default([]),
  blockedFromCreatingLifecyclesAt: ts('blocked_from_creating_lifecycles_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id'),
  typ: text('typ').notNull(),
  userRole: text('user_role'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  /** Staff member impersonating the user; a token's `act` claim must name them. */
  impersonatorUserId: integer('impersonator_user_id'),
});

export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const loginAttempts = pgTable('login_attempts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  succeeded: boolean('succeeded').notNull(),
  attemptedAt: ts('attempted_at').notNull().defaultNow(),
});

export const outboxMessages = pgTable('outbox_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  kind: text('kind').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const buildings = pgTable('buildings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  managerUserId: integer('manager_user_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  propertyType: text('property_type').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  region: text('region'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  homeAmenities: text('home_amenities').array().notNull().default([]),
  storageTypes: text('storage_types').array().notNull().default([]),
  petOptions: text('pet_options').array().notNull().default([]),
  utilitiesIncluded: text('utilities_included').array().notNull().default([]),
  accessMethod: text('access_method'),
  pricingMode: text('pricing_mode').notNull().default('manual'),
  photoUrls: text('photo_urls').array().notNull().default([]),
  recommendedScore: integer('recommended_score').notNull().default(0),
  // Kept from the home's bedrooms by triggers (migration 0040): read them, never write them.
  numBedrooms: integer('num_bedrooms').notNull().default(0),
  minRentCents: integer('min_rent_cents'),
  listedAt: ts('listed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const bedrooms = pgTable('bedrooms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  buildingId: integer('building_id').notNull(),
  name: text('name').notNull(),
  features: text('features').array().notNull().default([]),
  rentBaseCents: integer('rent_base_cents').notNull(),
  rentUtilitiesCents: integer('rent_utilities_cents').notNull().default(0),
  rentPlatformFeeCents: integer('rent_platform_fee_cents').notNull().default(0),
  // Generated in SQL; drizzle reads it and never writes it.
  rentTotalCents: integer('rent_total_cents').generatedAlwaysAs(
    sql`rent_base_cents + rent_utilities_cents + rent_platform_fee_cents`,
  ),
  availableOn: date('available_on', { mode: 'string' }).notNull(),
  sizeSqFt: integer('size_sq_ft'),
  photoUrls: text('photo_urls').array().notNull().default([]),
  createdAt: ts('created_at').notNull().defaultNow(),
  // The home's city page, kept by triggers (migration 0043): read it, never write it.
  region: text('region'),
});

export const bathrooms = pgTable('bathrooms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  buildingId: integer('building_id').notNull(),
  bathroomType: text('bathroom_type').notNull(),
  relation: text('relation').notNull(),
  attachedBedroomId: integer('attached_bedroom_id'),
  washerDryerLocation: text('washer_dryer_location'),
  washerDryerCost: text('washer_dryer_cost'),
  countingWeight: numeric('counting_weight', { mode: 'number' }).generatedAlwaysAs(
    sql`CASE WHEN bathroom_type IN ('full','three_quarter') THEN 1 ELSE 0.5 END`,
  ),
});

export const parkingSpots = pgTable('parking_spots', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  buildingId: integer('building_id').notNull(),
  parkingType: text('parking_type').notNull(),
  parkingAccess: text('parking_access').notNull(),
  monthlyFeeCents: integer('monthly_fee_cents'),
});

export const savedBuildings = pgTable(
  'saved_buildings',
  {
    userId: integer('user_id').notNull(),
    buildingId: integer('building_id').notNull(),
    savedAt: ts('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.buildingId] })],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

// Later migrations keep their tables in api/db/tables/<area>.ts, one file each.
export * from './tables/lifecycles.js';
export * from './tables/applications.js';
export * from './tables/applicant-profiles.js';
export * from './tables/screening.js';
export * from './tables/building-management.js';
export * from './tables/leases.js';
export * from './tables/lifecycle-actions.js';
