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

/**
 * What each lease version is called wherever a person reads it (the lease's own
 * title, the lease page): the codes above are for systems, never shown.
 */
export const LEASE_VERSION_NAMES: Record<LeaseVersion, string> = {
  V1_MASTER_LEASE: 'Room Sublease under Master Lease',
  [LEASE_VERSIONS[1]]: 'Room Lease (utilities through the platform)',
  V3_LANDLORD_UTILITIES_OBLIGATION: 'Room Lease (utilities held by the Landlord)',
  V4_DIRECT_LEASE: 'Direct Room Lease',
};

/** The lease promises the security deposit back within this many days of moving out (less itemized deductions). */
export const DEPOSIT_RETURN_DAYS = 30;

/** Where a lease stands: prepared → tenant_signed → countersigned; voided ends it. */
export const LEASE_STATUSES = ['prepared', 'tenant_signed', 'countersigned', 'voided'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];
