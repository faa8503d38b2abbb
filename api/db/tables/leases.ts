/** Drizzle view of migration 0010 (leases). SQL in api/routes/leases/leases-repository.ts reads and writes it. */
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A PostgreSQL daterange as its text form, `[2026-01-01,2026-07-01)`. */
const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

export const leases = pgTable('leases', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  lifecycleId: integer('lifecycle_id').notNull(),
  bedroomId: integer('bedroom_id').notNull(),
  tenantUserId: integer('tenant_user_id').notNull(),
  leaseVersion: text('lease_version').notNull(),
  term: daterange('term').notNull(),
  rentBaseCents: integer('rent_base_cents').notNull(),
  rentUtilitiesCents: integer('rent_utilities_cents').notNull(),
  rentPlatformFeeCents: integer('rent_platform_fee_cents').notNull(),
  // Generated in SQL; drizzle reads it and never writes it.
  rentTotalCents: integer('rent_total_cents').generatedAlwaysAs(sql`rent_base_cents + rent_utilities_cents + rent_platform_fee_cents`),
  text: text('text').notNull(),
  textSha256: text('text_sha256').notNull(),
  status: text('status').notNull().default('prepared'),
  tenantSignatureName: text('tenant_signature_name'),
  tenantSignedAt: ts('tenant_signed_at'),
  tenantSignatureIp: text('tenant_signature_ip'),
  managerSignatureName: text('manager_signature_name'),
  managerSignedAt: ts('manager_signed_at'),
  managerSignedByUserId: integer('manager_signed_by_user_id'),
  voidedAt: ts('voided_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
