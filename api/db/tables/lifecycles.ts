/** Drizzle view of migration 0003 (lifecycles, promo codes, idempotency, guarantor connections), with the lifecycles columns later migrations add. */
import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  kind: text('kind').notNull(),
  amountCents: integer('amount_cents').notNull(),
  minLeaseMonths: integer('min_lease_months').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const lifecycles = pgTable('lifecycles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantUserId: integer('tenant_user_id').notNull(),
  buildingId: integer('building_id').notNull(),
  assignedBedroomId: integer('assigned_bedroom_id'),
  applicationType: text('application_type').notNull().default('new_tenant'),
  moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
  moveOutDate: date('move_out_date', { mode: 'string' }).notNull(),
  pets: text('pets').array().notNull().default([]),
  guarantorName: text('guarantor_name'),
  guarantorEmail: text('guarantor_email'),
  promoCode: text('promo_code'),
  applicationSignedAt: ts('application_signed_at'),
  applicationCompletedAt: ts('application_completed_at'),
  applicationFeePaidAt: ts('application_fee_paid_at'),
  applicationDeactivatedAt: ts('application_deactivated_at'),
  deactivationReason: text('deactivation_reason'),
  applicationLostAt: ts('application_lost_at'),
  leaseSignedAt: ts('lease_signed_at'),
  lifecycleTenantReferencesStepCompletedAt: ts('lifecycle_tenant_references_step_completed_at'),
  tenantFinancialQualificationsStepCompletedAt: ts('tenant_financial_qualifications_step_completed_at'),
  guarantorFinancialQualificationsStepCompletedAt: ts('guarantor_financial_qualifications_step_completed_at'),
  sentToManagerAt: ts('sent_to_manager_at'),
  finalizedAt: ts('finalized_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // Added by migration 0009 (lifecycle actions) and 0017 (resolution).
  approvedAt: ts('approved_at'),
  approvedByUserId: integer('approved_by_user_id'),
  deniedAt: ts('denied_at'),
  denialReason: text('denial_reason'),
  renewalRequestedAt: ts('renewal_requested_at'),
  renewalStartedAt: ts('renewal_started_at'),
  renewalRentCents: integer('renewal_rent_cents'),
  renewalOfferDeclinedAt: ts('renewal_offer_declined_at'),
  nonRenewalAt: ts('non_renewal_at'),
  relocationRequestedAt: ts('relocation_requested_at'),
  relocationReason: text('relocation_reason'),
  earlyLeaseTerminationVacateDate: date('early_lease_termination_vacate_date', { mode: 'string' }),
  occupantAddendumAttachmentUris: text('occupant_addendum_attachment_uris').array().notNull().default([]),
  leaseNegotiationParameters: jsonb('lease_negotiation_parameters'),
  leaseNegotiation: jsonb('lease_negotiation'),
  resolutionCaseId: integer('resolution_case_id'),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const guarantorConnections = pgTable('guarantor_connections', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  lifecycleId: integer('lifecycle_id').notNull(),
  tenantUserId: integer('tenant_user_id').notNull(),
  guarantorName: text('guarantor_name').notNull(),
  guarantorEmail: text('guarantor_email').notNull(),
  guarantorUserId: integer('guarantor_user_id'),
  inviteTokenHash: text('invite_token_hash').notNull(),
  invitedAt: ts('invited_at').notNull().defaultNow(),
  lastInviteSentAt: ts('last_invite_sent_at').notNull().defaultNow(),
  acceptedAt: ts('accepted_at'),
  screeningCompletedAt: ts('screening_completed_at'),
  financialQualificationsCompletedAt: ts('financial_qualifications_completed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
