import type { LeaseVersion } from '../../../common/leases.js';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { leaseTextSha256, renderLeaseText } from '../../domain/leases/lease-text.js';
import { defaultLeaseVersion } from '../../domain/leases/lease-versions.js';
import { notFound } from '../../http/errors.js';
import { leaseErrors } from './lease-errors.js';
import {
  findLeaseSource, findOpenLeaseOfLifecycle, insertPreparedLease, preparedLeasesOfParty, replacePreparedText, type LeaseRow, type LeaseSource,
} from './leases-repository.js';

interface Snapshot {
  leaseVersion: LeaseVersion;
  startDate: string;
  endDate: string;
  rent: { baseCents: number; utilitiesCents: number; platformFeeCents: number };
}

/** The text of a lease: today's parties, home and room, with the snapshotted version, dates and rent. */
function textOf(source: LeaseSource, snapshot: Snapshot): string {
  return renderLeaseText({
    leaseVersion: snapshot.leaseVersion,
    tenantName: source.tenant_name,
    managerName: source.manager_name,
    home: { title: source.home_title, street: source.street, city: source.city, state: source.state, zip: source.zip },
    bedroomName: source.bedroom_name ?? '',
    moveInDate: snapshot.startDate,
    moveOutDate: snapshot.endDate,
    rent: snapshot.rent,
    pets: source.pets,
  });
}

function draftOf(source: LeaseSource & { bedroom_id: number }, leaseVersion?: LeaseVersion) {
  const rent = {
    baseCents: source.rent_base_cents ?? 0,
    utilitiesCents: source.rent_utilities_cents ?? 0,
    platformFeeCents: source.rent_platform_fee_cents ?? 0,
  };
  const snapshot = { leaseVersion: leaseVersion ?? defaultLeaseVersion(rent), startDate: source.move_in_date, endDate: source.move_out_date, rent };
  const text = textOf(source, snapshot);
  return {
    lifecycleId: source.lifecycle_id, bedroomId: source.bedroom_id, tenantUserId: source.tenant_user_id,
    ...snapshot, text, textSha256: leaseTextSha256(text),
  };
}

/**
 * A party named themselves (PATCH /me/, the screening legal name): every lease of
 * theirs that nobody signed yet is rendered again, so it carries the name the
 * signature will be checked against. Signed text never changes. Run it in the
 * transaction that saved the name; an open signing session then gets
 * lease_text_changed and the signer reads the new text.
 */
export async function refreshPreparedLeases(tx: Executor, userId: number): Promise<void> {
  for (const lease of await preparedLeasesOfParty(tx, userId)) {
    const source = await findLeaseSource(tx, lease.lifecycle_id);
    if (!source) continue;
    const text = textOf(source, {
      leaseVersion: lease.lease_version, startDate: lease.start_date, endDate: lease.end_date,
      rent: { baseCents: lease.rent_base_cents, utilitiesCents: lease.rent_utilities_cents, platformFeeCents: lease.rent_platform_fee_cents },
    });
    if (text !== lease.text) await replacePreparedText(tx, lease.id, text, leaseTextSha256(text));
  }
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
  // The lease names the landlord and is signed as written: never with a blank where their name belongs.
  if (!source.manager_has_full_name) throw leaseErrors.landlordNameRequired();
  await insertPreparedLease(tx, draftOf({ ...source, bedroom_id: source.bedroom_id }, opts.leaseVersion));
  const lease = await findOpenLeaseOfLifecycle(tx, lifecycleId);
  if (!lease) throw new Error(`lease of lifecycle ${lifecycleId} vanished after insert`);
  return lease;
}
