import { z } from 'zod';
import { LEASE_STATUSES, LEASE_VERSION_NAMES, LEASE_VERSIONS } from '../../../common/leases.js';
import { securityDepositCents } from '../../domain/leases/lease-text.js';
import type { LeaseRow } from './leases-repository.js';

const Timestamp = z.iso.datetime();
const Signature = z.object({ typed_name: z.string(), signed_at: Timestamp });

/** The Lease DTO of docs/v20-contract.md ("Leases and e-signing"). */
export const LeaseSchema = z.object({
  id: z.number().int(),
  lease_id: z.number().int().describe('Same as id.'),
  lifecycle_id: z.number().int(),
  bedroom_id: z.number().int(),
  building_id: z.number().int(),
  tenant_user_id: z.number().int(),
  lease_version: z.enum(LEASE_VERSIONS),
  lease_version_name: z.string().describe('What the version is called where people read it (the code is never shown).'),
  term: z.object({ start_date: z.string(), end_date: z.string() })
    .describe('[start_date, end_date): the tenant hands the room back on end_date.'),
  rent_components: z.object({ BASE: z.number().int(), UTILITIES: z.number().int(), PLATFORM_FEE: z.number().int(), TOTAL_RENT: z.number().int() })
    .describe('Cents per month, as when the lease was prepared.'),
  security_deposit_cents: z.number().int().describe('The deposit the lease states (and signing bills): months of BASE rent.'),
  status: z.enum(LEASE_STATUSES),
  text: z.string().describe('The whole lease, exactly as signed.'),
  text_sha256: z.string(),
  tenant_signature: Signature.nullable(),
  manager_signature: Signature.nullable(),
  voided_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type LeaseDto = z.infer<typeof LeaseSchema>;

const signature = (name: string | null, at: string | null) => (name && at ? { typed_name: name, signed_at: at } : null);

export function toLeaseDto(row: LeaseRow): LeaseDto {
  return {
    id: row.id,
    lease_id: row.id,
    lifecycle_id: row.lifecycle_id,
    bedroom_id: row.bedroom_id,
    building_id: row.building_id,
    tenant_user_id: row.tenant_user_id,
    lease_version: row.lease_version,
    lease_version_name: LEASE_VERSION_NAMES[row.lease_version],
    term: { start_date: row.start_date, end_date: row.end_date },
    rent_components: {
      BASE: row.rent_base_cents, UTILITIES: row.rent_utilities_cents,
      PLATFORM_FEE: row.rent_platform_fee_cents, TOTAL_RENT: row.rent_total_cents,
    },
    security_deposit_cents: securityDepositCents(row.rent_base_cents),
    status: row.status,
    text: row.text,
    text_sha256: row.text_sha256,
    tenant_signature: signature(row.tenant_signature_name, row.tenant_signed_at),
    manager_signature: signature(row.manager_signature_name, row.manager_signed_at),
    voided_at: row.voided_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
