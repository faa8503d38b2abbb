import type { LeaseStatus, LeaseVersion } from '../../../common/leases.js';
import type { RestId } from '../../v20/dto.js';

interface SignatureDto {
  typed_name: string;
  signed_at: string;
}

/** `GET /leases` rows (api/routes/leases/lease-dto.ts). */
export interface LeaseDto {
  id: RestId;
  lease_id: RestId;
  lifecycle_id: RestId;
  bedroom_id: RestId;
  building_id: RestId;
  tenant_user_id: RestId;
  lease_version: LeaseVersion;
  lease_version_name: string;
  term: { start_date: string; end_date: string };
  rent_components: { BASE: number; UTILITIES: number; PLATFORM_FEE: number; TOTAL_RENT: number };
  security_deposit_cents: number;
  status: LeaseStatus;
  text: string;
  text_sha256: string;
  tenant_signature: SignatureDto | null;
  manager_signature: SignatureDto | null;
  voided_at: string | null;
  created_at: string;
  updated_at: string;
}

/** `POST /document-signing-url`. */
export interface SigningSessionDto {
  lease_id: RestId;
  signer_role: 'tenant' | 'manager';
  provider: string;
  signing_url: string;
  signing_token: string;
  expires_at: string;
  text: string;
  text_sha256: string;
}
