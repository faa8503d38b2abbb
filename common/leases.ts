import { BRAND, BRAND_UPPER } from './brand.js';

/** Spec §3 lease versions; V2 carries the brand (`V2_{BRAND}_UTILITIES_OBLIGATION`).
 * Migration 0010 spells them out too (SQL cannot read this constant). */
export const LEASE_VERSIONS = [
  'V1_MASTER_LEASE',
  `V2_${BRAND_UPPER}_UTILITIES_OBLIGATION` as `V2_${Uppercase<typeof BRAND>}_UTILITIES_OBLIGATION`,
  'V3_LANDLORD_UTILITIES_OBLIGATION',
  'V4_DIRECT_LEASE',
] as const;
export type LeaseVersion = (typeof LEASE_VERSIONS)[number];

/** Where a lease stands: prepared → tenant_signed → countersigned; voided ends it. */
export const LEASE_STATUSES = ['prepared', 'tenant_signed', 'countersigned', 'voided'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];
