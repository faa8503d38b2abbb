import type { LeaseVersion } from '../../../common/leases.js';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { leaseTextSha256, renderLeaseText } from '../../domain/leases/lease-text.js';
import { defaultLeaseVersion } from '../../domain/leases/lease-versions.js';
import { notFound } from '../../http/errors.js';
import { leaseErrors } from './lease-errors.js';
import { findLeaseSource, findOpenLeaseOfLifecycle, insertPreparedLease, type LeaseRow, type LeaseSource } from './leases-repository.js';

function draftOf(source: LeaseSource & { bedroom_id: number }, leaseVersion?: LeaseVersion) {
  const rent = {
    baseCents: source.rent_base_cents ?? 0,
    utilitiesCents: source.rent_utilities_cents ?? 0,
    platformFeeCents: source.rent_platform_fee_cents ?? 0,
  };
  const version = leaseVersion ?? defaultLeaseVersion(rent);
  const text = renderLeaseText({
    leaseVersion: version,
    tenantName: source.tenant_name,
    managerName: source.manager_name,
    home: { title: source.home_title, street: source.street, city: source.city, state: source.state, zip: source.zip },
    bedroomName: source.bedroom_name ?? '',
    moveInDate: source.move_in_date,
    moveOutDate: source.move_out_date,
    rent,
    pets: source.pets,
  });
  return {
    lifecycleId: source.lifecycle_id, bedroomId: source.bedroom_id, tenantUserId: source.tenant_user_id,
    leaseVersion: version, startDate: source.move_in_date, endDate: source.move_out_date, rent, text, textSha256: leaseTextSha256(text),
  };
}

/**
 * Creates the prepared lease of a lifecycle from its bedroom, home, dates and rent
 * (snapshotted), ready for the tenant to sign. Idempotent per lifecycle: when a lease
 * that is not voided exists, that one is returned unchanged (also when two calls
 * race: the partial unique index keeps one). Run it inside the caller's transaction
 * (4B's POST /lifecycles/{id}/approve). `deps` is the api's; the local e-signing
 * provider needs nothing at preparation, a hosted one would upload the text here.
 */
export async function prepareLease(
  tx: Executor, deps: Pick<AppDeps, 'config'>, lifecycleId: number, opts: { leaseVersion?: LeaseVersion } = {},
): Promise<LeaseRow> {
  void deps;
  const existing = await findOpenLeaseOfLifecycle(tx, lifecycleId);
  if (existing) return existing;
  const source = await findLeaseSource(tx, lifecycleId);
  if (!source) throw notFound('lifecycle');
  if (source.bedroom_id === null) throw leaseErrors.noBedroom();
  await insertPreparedLease(tx, draftOf({ ...source, bedroom_id: source.bedroom_id }, opts.leaseVersion));
  const lease = await findOpenLeaseOfLifecycle(tx, lifecycleId);
  if (!lease) throw new Error(`lease of lifecycle ${lifecycleId} vanished after insert`);
  return lease;
}
