/** GraphQL ↔ v20 values of the leases enums (see listings/enums.ts for the pattern). */
import { LEASE_STATUSES, LEASE_VERSIONS } from '../../../common/leases.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type LeaseVersion = (typeof LEASE_VERSIONS)[number];
export const LeaseVersion = enumValueMap(LEASE_VERSIONS);
export type LeaseStatus = (typeof LEASE_STATUSES)[number];
export const LeaseStatus = enumValueMap(LEASE_STATUSES);
export type LeaseSignerRole = 'tenant' | 'manager';
export const LeaseSignerRole = enumValueMap(['tenant', 'manager'] as const);
