import { BRAND_NAME } from '../../../common/brand.js';
import { LEASE_VERSIONS, type LeaseVersion } from '../../../common/leases.js';

export const [V1_MASTER_LEASE, V2_BRAND_UTILITIES, V3_LANDLORD_UTILITIES, V4_DIRECT_LEASE] = LEASE_VERSIONS;

/**
 * Which lease a new tenancy gets when nobody asks for another. A room whose rent
 * carries a UTILITIES component pays utilities through the platform (V2); without
 * one the landlord keeps the utility accounts (V3). V1 (the home under a master
 * lease) and V4 (tenant and landlord directly) are chosen explicitly.
 */
export function defaultLeaseVersion(rent: { utilitiesCents: number }): LeaseVersion {
  return rent.utilitiesCents > 0 ? V2_BRAND_UTILITIES : V3_LANDLORD_UTILITIES;
}

/** The clauses that differ between lease versions: who the parties are and who pays utilities. */
export interface VersionClauses {
  title: string;
  landlordParty: (managerName: string) => string;
  utilities: string;
}

export const VERSION_CLAUSES: Record<LeaseVersion, VersionClauses> = {
  V1_MASTER_LEASE: {
    title: 'Room Sublease under Master Lease',
    landlordParty: (manager) => `${BRAND_NAME}, as master tenant of the Home with the consent of its owner ${manager}`,
    utilities: `Utilities are held by ${BRAND_NAME} under the master lease and are included in the Base Rent.`,
  },
  [V2_BRAND_UTILITIES]: {
    title: 'Room Lease (utilities through the platform)',
    landlordParty: (manager) => `${manager}, the owner of the Home, managing it through ${BRAND_NAME}`,
    utilities: `The Tenant pays the monthly Utilities amount below to ${BRAND_NAME}, which pays the utility providers of the Home. The amount is the Tenant's whole utilities obligation.`,
  },
  V3_LANDLORD_UTILITIES_OBLIGATION: {
    title: 'Room Lease (utilities held by the Landlord)',
    landlordParty: (manager) => `${manager}, the owner of the Home, managing it through ${BRAND_NAME}`,
    utilities: 'The Landlord keeps the utility accounts of the Home in the Landlord\'s name and pays them; the Tenant owes no separate utilities charge under this lease.',
  },
  V4_DIRECT_LEASE: {
    title: 'Direct Room Lease',
    landlordParty: (manager) => `${manager}, the owner of the Home`,
    utilities: `Utilities are settled between the Landlord and the Tenant directly, as the Landlord states in writing; ${BRAND_NAME} only provides the signing and payment tools.`,
  },
};
