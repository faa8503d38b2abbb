import type { Executor } from '../../db/client.js';
import { leaseTransition, type LeaseAction } from '../../domain/leases/lease-status.js';
import { recordLeaseEvent } from '../../events/lifecycle-events.js';
import { notFound } from '../../http/errors.js';
import { openDeposit } from '../../money/deposits.js';
import { writeSchedule } from '../../money/schedule-repository.js';
import { creditReferrer } from '../../money/referrals.js';
import { violates } from '../applications/application-errors.js';
import { leaseErrors } from './lease-errors.js';
import {
  findLease, fullNameOf, recordManagerSignature, recordTenantSignature, type LeaseRow,
} from './leases-repository.js';
import { takeBedroomSigningTurn, isApplicationActive } from './signing-turn-repository.js';

export interface Signature {
  leaseId: number;
  signerUserId: number;
  typedName: string;
  /** The fingerprint of the text the signer was shown. */
  textSha256: string;
  ip: string;
}

const partyOf = (lease: LeaseRow) =>
  ({ id: lease.id, lifecycleId: lease.lifecycle_id, buildingId: lease.building_id, tenantUserId: lease.tenant_user_id });

/** Spaces and case do not make a different name. */
const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A signer without a name cannot sign (422 profile_name_required): there is no name to type. */
export async function requireSignerName(ex: Executor, signerUserId: number): Promise<string> {
  const name = await fullNameOf(ex, signerUserId);
  if (!name.first || !name.last) throw leaseErrors.nameRequired();
  return name.full;
}

async function checkTypedName(tx: Executor, s: Signature): Promise<void> {
  const expected = await requireSignerName(tx, s.signerUserId);
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

/**
 * The tenant signs: status tenant_signed and lifecycles.lease_signed_at, in the
 * caller's transaction. The exclusion constraints (leases and lifecycles) refuse a
 * second signed lease on the bedroom for overlapping dates, even under a race: 409.
 * Signing again as the same tenant answers the lease unchanged.
 */
export async function signLeaseAsTenant(tx: Executor, s: Signature): Promise<LeaseRow> {
  const lease = await findLease(tx, s.leaseId, true);
  if (!lease || lease.tenant_user_id !== s.signerUserId) throw notFound('lease');
  await takeBedroomSigningTurn(tx, lease.bedroom_id);
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
  // The rent schedule and the security deposit (with its invoice) are born with
  // the signature (docs/money.md): all or nothing.
  await writeSchedule(tx, lease);
  await openDeposit(tx, lease.lifecycle_id);
  // A friend invited with a resident's code: the resident is credited once (api/money/referrals.ts).
  await creditReferrer(tx, lease.lifecycle_id);
  await recordLeaseEvent(tx, 'lease.tenant_signed', partyOf(lease), { role: 'tenant', userId: s.signerUserId });
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
  await takeBedroomSigningTurn(tx, lease.bedroom_id);
  if (!mayProceed(lease, 'countersign', lease.manager_signed_at !== null)) return lease;
  if (s.textSha256 !== lease.text_sha256) throw leaseErrors.textChanged();
  await checkTypedName(tx, s);
  await recordManagerSignature(tx, lease.id, s.typedName.trim(), s.signerUserId);
  await recordLeaseEvent(tx, 'lease.countersigned', partyOf(lease), { role: 'manager', userId: s.signerUserId });
  return (await findLease(tx, s.leaseId))!;
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply be run again. */
const RETRYABLE = new Set(['40P01', '40001']);

function isRetryable(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && RETRYABLE.has(e.code)) return true;
  }
  return false;
}

/**
 * Runs a signing transaction again when PostgreSQL aborted it as a deadlock victim.
 * Two signatures racing for one bedroom can each wait for the other inside the
 * exclusion constraint's check; PostgreSQL then aborts one of them. Run again, it
 * sees the winner committed and answers 409 lease_overlaps_signed_lease like any loser.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isRetryable(err)) throw err;
    }
  }
}
