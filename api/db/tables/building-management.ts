/** Drizzle view of migration 0008 (building settings, property log, co-managers). */
import { bigint, date, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const buildingSettings = pgTable('building_settings', {
  buildingId: integer('building_id').primaryKey(),
  priceAdjustmentType: text('price_adjustment_type'),
  priceAdjustmentValue: numeric('price_adjustment_value', { mode: 'number' }),
  accessInstructions: text('access_instructions').notNull().default(''),
  utilityProviderInfo: jsonb('utility_provider_info').notNull().default([]),
  commonSpaceFurnishingsSetupInfo: jsonb('common_space_furnishings_setup_info').notNull().default({}),
  wifiNetworkInfo: jsonb('wifi_network_info'),
  moveInReadyAt: ts('move_in_ready_at'),
  failureToDeliverAt: ts('failure_to_deliver_at'),
  failureToDeliverReason: text('failure_to_deliver_reason'),
  decommissionDate: date('decommission_date', { mode: 'string' }),
  decommissionDateFinalizedAt: ts('decommission_date_finalized_at'),
  leaseUpEmailSentAt: ts('lease_up_email_sent_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const buildingPropertyLog = pgTable('building_property_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  buildingId: integer('building_id').notNull(),
  actorUserId: integer('actor_user_id'),
  action: text('action').notNull(),
  summary: text('summary').notNull(),
  changes: jsonb('changes').notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const buildingManagers = pgTable(
  'building_managers',
  {
    buildingId: integer('building_id').notNull(),
    userId: integer('user_id').notNull(),
    permissionAreas: text('permission_areas').array().notNull(),
    addedByUserId: integer('added_by_user_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.buildingId, t.userId] })],
);
