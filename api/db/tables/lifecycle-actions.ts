/** Drizzle view of migration 0009 (lifecycle actions); the lifecycles columns it adds are in tables/lifecycles.ts. */
import { bigint, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const rentersInsurancePolicies = pgTable('renters_insurance_policies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  lifecycleId: integer('lifecycle_id').notNull(),
  provider: text('provider').notNull(),
  policyNumber: text('policy_number').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  liabilityCoverageCents: integer('liability_coverage_cents'),
  recordedByUserId: integer('recorded_by_user_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  // Migration 0037 (docs/renters-insurance.md).
  source: text('source').notNull().default('proof'),
  plan: text('plan'),
  personalPropertyCents: integer('personal_property_cents'),
  deductibleCents: integer('deductible_cents'),
  monthlyPremiumCents: integer('monthly_premium_cents'),
  documentFileId: uuid('document_file_id'),
});

export const lifecycleActionEvents = pgTable('lifecycle_action_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  lifecycleId: integer('lifecycle_id').notNull(),
  action: text('action').notNull(),
  actorUserId: integer('actor_user_id').notNull(),
  actorRole: text('actor_role').notNull(),
  fromState: text('from_state').notNull(),
  details: jsonb('details').notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
});
