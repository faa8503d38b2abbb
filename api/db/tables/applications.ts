/** Drizzle view of migration 0004 (lifecycle questions, information requests, application fee payments). */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const lifecycleQuestions = pgTable('lifecycle_questions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  lifecycleId: integer('lifecycle_id').notNull(),
  kind: text('kind').notNull(),
  responseType: text('response_type').notNull(),
  prompt: text('prompt').notNull(),
  position: integer('position').notNull(),
  response: text('response'),
  respondedAt: ts('responded_at'),
  declineReason: text('decline_reason'),
  declinedAt: ts('declined_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const informationRequests = pgTable('information_requests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  lifecycleId: integer('lifecycle_id').notNull(),
  requestedByUserId: integer('requested_by_user_id').notNull(),
  kind: text('kind').notNull(),
  reason: text('reason'),
  message: text('message'),
  status: text('status').notNull().default('AWAITING_RESPONSE'),
  responseKind: text('response_kind'),
  responseText: text('response_text'),
  declineReason: text('decline_reason'),
  respondedAt: ts('responded_at'),
  deletedAt: ts('deleted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const applicationFeePayments = pgTable('application_fee_payments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  lifecycleId: integer('lifecycle_id').notNull(),
  userId: integer('user_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  cardBrand: text('card_brand').notNull(),
  cardLast4: text('card_last4').notNull(),
  provider: text('provider').notNull(),
  providerChargeId: text('provider_charge_id').notNull(),
  paidAt: ts('paid_at').notNull().defaultNow(),
});
