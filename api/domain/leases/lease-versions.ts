import { BRAND_NAME } from '../../../common/brand.js';
import { LEASE_VERSION_NAMES, LEASE_VERSIONS, type LeaseVersion } from '../../../common/leases.js';

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

/** The clauses that differ between lease versions: who the parties are, who pays utilities and who holds the deposit. */
export interface VersionClauses {
  title: string;
  landlordParty: (managerName: string) => string;
  utilities: string;
  depositHolder: string;
}

const HELD_BY_PLATFORM = `${BRAND_NAME} collects it and holds it on the Landlord's behalf for as long as this lease lasts`;

export const VERSION_CLAUSES: Record<LeaseVersion, VersionClauses> = {
  V1_MASTER_LEASE: {
    title: LEASE_VERSION_NAMES.V1_MASTER_LEASE,
    depositHolder: `${BRAND_NAME}, as the Landlord under this sublease, collects and holds it for as long as this lease lasts`,
    landlordParty: (manager) => `${BRAND_NAME}, as master tenant of the Home with the consent of its owner ${manager}`,
    utilities: `Utilities are held by ${BRAND_NAME} under the master lease and are included in the Base Rent.`,
  },
  [V2_BRAND_UTILITIES]: {
    title: LEASE_VERSION_NAMES[V2_BRAND_UTILITIES],
    depositHolder: HELD_BY_PLATFORM,
    landlordParty: (manager) => `${manager}, the owner of the Home, managing it through ${BRAND_NAME}`,
    utilities: `The Tenant pays the monthly Utilities amount below to ${BRAND_NAME}, which pays the utility providers of the Home. The amount is the Tenant's whole utilities obligation.`,
  },
  V3_LANDLORD_UTILITIES_OBLIGATION: {
    title: LEASE_VERSION_NAMES.V3_LANDLORD_UTILITIES_OBLIGATION,
    depositHolder: HELD_BY_PLATFORM,
    landlordParty: (manager) => `${manager}, the owner of the Home, managing it through ${BRAND_NAME}`,
    utilities: 'The Landlord keeps the utility accounts of the Home in the Landlord\'s name and pays them; the Tenant owes no separate utilities charge under this lease.',
  },
  V4_DIRECT_LEASE: {
    title: LEASE_VERSION_NAMES.V4_DIRECT_LEASE,
    depositHolder: `${BRAND_NAME} collects it and pays it over to the Landlord, who holds it for as long as this lease lasts`,
    landlordParty: (manager) => `${manager}, the owner of the Home`,
    utilities: `Utilities are settled between the Landlord and the Tenant directly, as the Landlord states in writing; ${BRAND_NAME} only provides the signing and payment tools.`,
  },
};
