import type { Executor } from '../../db/client.js';
import { leaseTransition, type LeaseAction } from '../../domain/leases/lease-status.js';
import { notFound } from '../../http/errors.js';
import { violates } from '../applications/application-errors.js';
import { leaseErrors } from './lease-errors.js';
import {
  findLease, fullNameOf, recordManagerSignature, recordTenantSignature, type LeaseRow,
} from './leases-repository.js';
import { rows, sql } from '../../db/client.js';

export interface Signature {
  leaseId: number;
  signerUserId: number;
  typedName: string;
  /** The fingerprint of the text the signer was shown. */
  textSha256: string;
  ip: string;
}

/** Spaces and case do not make a different name. */
const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

async function checkTypedName(tx: Executor, s: Signature): Promise<void> {
  const expected = await fullNameOf(tx, s.signerUserId);
  if (normalName(s.typedName) !== normalName(expected)) throw leaseErrors.nameMismatch(expected);
}

/** Checks the transition; `true` when this very signer already signed (answered unchanged). */
function mayProceed(lease: LeaseRow, action: LeaseAction, signedBySameSigner: boolean): boolean {
  const step = leaseTransition(lease.status, action);
  if (step.ok) return true;
  if (step.code === 'lease_already_signed' && signedBySameSigner) return false;
  if (step.code === 'tenant_must_sign_first') throw leaseErrors.tenantMustSignFirst();
  if (step.code === 'lease_voided') throw leaseErrors.voided();
  throw leaseErrors.alreadySigned();
}

async function isApplicationActive(tx: Executor, lifecycleId: number): Promise<boolean> {
  const [row] = await rows<{ active: boolean }>(tx, sql`SELECT (application_deactivated_at IS NULL AND application_lost_at IS NULL) AS active
    FROM lifecycles WHERE id = ${lifecycleId}`);
  return row?.active === true;
}

/**
 * The tenant signs: status tenant_signed and lifecycles.lease_signed_at, in the
 * caller's transaction. The exclusion constraints (leases and lifecycles) refuse a
 * second signed lease on the bedroom for overlapping dates, even under a race: 409.
 * Signing again as the same tenant answers the lease unchanged.
 */
export async function signLeaseAsTenant(tx: Executor, s: Signature): Promise<LeaseRow> {
  const lease = await findLease(tx, s.leaseId, true);
  if (!lease || lease.tenant_user_id !== s.signerUserId) throw notFound('lease');
  if (!mayProceed(lease, 'tenant_sign', lease.tenant_signed_at !== null)) return lease;
  if (s.textSha256 !== lease.text_sha256) throw leaseErrors.textChanged();
  if (!(await isApplicationActive(tx, lease.lifecycle_id))) throw leaseErrors.applicationNotActive();
  await checkTypedName(tx, s);
  try {
    await recordTenantSignature(tx, lease, s.typedName.trim(), s.ip);
  } catch (err) {
    if (violates(err, 'leases_one_signed_lease_per_bedroom_and_term')
      || violates(err, 'lifecycles_one_signed_lease_per_bedroom_and_dates')) throw leaseErrors.overlapsSignedLease();
    throw err;
  }
  return (await findLease(tx, s.leaseId))!;
}

/**
 * The home's manager countersigns a lease the tenant signed (manager_bedroom_lease
 * .signed_at). Before the tenant: 422 tenant_must_sign_first. Again by the same
 * manager: the lease unchanged. Exported for the api's own callers.
 */
export async function countersignLease(tx: Executor, s: Signature): Promise<LeaseRow> {
  const lease = await findLease(tx, s.leaseId, true);
  if (!lease || lease.manager_user_id !== s.signerUserId) throw notFound('lease');
  if (!mayProceed(lease, 'countersign', lease.manager_signed_at !== null)) return lease;
  if (s.textSha256 !== lease.text_sha256) throw leaseErrors.textChanged();
  await checkTypedName(tx, s);
  await recordManagerSignature(tx, lease.id, s.typedName.trim(), s.signerUserId);
  return (await findLease(tx, s.leaseId))!;
}
