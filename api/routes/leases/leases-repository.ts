import type { SQL } from 'drizzle-orm';
import type { LeaseStatus, LeaseVersion } from '../../../common/leases.js';
import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import { fullNameSql, hasFullNameSql } from '../../db/person-name.js';
import type { BedroomsRow, BuildingsRow, LeasesRow, LifecyclesRow, UsersRow } from '../../db/__generated__/rows.js';


export interface LeaseRow extends Omit<LeasesRow, 'term' | 'tenant_signature_ip' | 'manager_signed_by_user_id' | 'rent_total_cents'> {
  lease_version: LeaseVersion;
  status: LeaseStatus;
  building_id: BedroomsRow['building_id'];
  manager_user_id: BuildingsRow['manager_user_id'];
  /** lower(term) and upper(term). */
  start_date: string;
  end_date: string;
  rent_total_cents: NonNullable<LeasesRow['rent_total_cents']>;
}

/** Every column a Lease DTO needs, with the home's current manager (who may countersign). */
const SELECT_LEASES = sql`
  SELECT s.id, s.lifecycle_id, s.bedroom_id, r.building_id, b.manager_user_id, s.tenant_user_id, s.lease_version,
    lower(s.term)::text AS start_date, upper(s.term)::text AS end_date,
    s.rent_base_cents, s.rent_utilities_cents, s.rent_platform_fee_cents, s.rent_total_cents,
    s.text, s.text_sha256, s.status, s.tenant_signature_name, ${isoOf(sql`s.tenant_signed_at`)} AS tenant_signed_at,
    s.manager_signature_name, ${isoOf(sql`s.manager_signed_at`)} AS manager_signed_at,
    ${isoOf(sql`s.voided_at`)} AS voided_at, ${isoOf(sql`s.created_at`)} AS created_at, ${isoOf(sql`s.updated_at`)} AS updated_at
  FROM leases s JOIN bedrooms r ON r.id = s.bedroom_id JOIN buildings b ON b.id = r.building_id`;

/** Who reads: the tenant of the lease, or the manager of its home. */
export type LeaseReader = { tenantUserId: number } | { managerUserId: number };

const readerCondition = (reader: LeaseReader): SQL =>
  'tenantUserId' in reader ? sql`s.tenant_user_id = ${reader.tenantUserId}` : sql`b.manager_user_id = ${reader.managerUserId}`;

export interface LeaseFilters {
  ids?: number[];
  lifecycleId?: number;
  /** Batch reads by lifecycle (the gateway's Lifecycle.lease). */
  lifecycleIds?: number[];
}

/** A page of the leases the reader may see, newest first (keyset on id). */
export async function listLeases(ex: Executor, reader: LeaseReader, filters: LeaseFilters, beforeId: number | null, limit: number): Promise<LeaseRow[]> {
  const conditions = [
    readerCondition(reader),
    filters.ids ? sql`s.id IN (${sql.join(filters.ids.map((id) => sql`${id}`), sql`, `)})` : null,
    filters.lifecycleId === undefined ? null : sql`s.lifecycle_id = ${filters.lifecycleId}`,
    filters.lifecycleIds ? sql`s.lifecycle_id IN (${sql.join(filters.lifecycleIds.map((id) => sql`${id}`), sql`, `)})` : null,
    beforeId === null ? null : sql`s.id < ${beforeId}`,
  ].filter((c): c is SQL => c !== null);
  return rows<LeaseRow>(ex, sql`${SELECT_LEASES} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY s.id DESC LIMIT ${limit}`);
}

/** One lease by id, whoever it belongs to; `forUpdate` makes two signatures take turns. */
export async function findLease(ex: Executor, id: number, forUpdate = false): Promise<LeaseRow | null> {
  const [row] = await rows<LeaseRow>(ex, sql`${SELECT_LEASES} WHERE s.id = ${id} ${forUpdate ? sql`FOR UPDATE OF s` : sql``}`);
  return row ?? null;
}

/** The lease of a lifecycle that is not voided (at most one: leases_one_open_per_lifecycle). */
export async function findOpenLeaseOfLifecycle(ex: Executor, lifecycleId: number): Promise<LeaseRow | null> {
  const [row] = await rows<LeaseRow>(ex, sql`${SELECT_LEASES} WHERE s.lifecycle_id = ${lifecycleId} AND s.status <> 'voided'`);
  return row ?? null;
}

/** What a lease is rendered from: the lifecycle, its bedroom and home, and both parties' names. */
export interface LeaseSource extends Pick<LifecyclesRow, 'tenant_user_id' | 'move_in_date' | 'move_out_date' | 'pets'>,
  Pick<BuildingsRow, 'street' | 'city' | 'state' | 'zip'> {
  lifecycle_id: LifecyclesRow['id'];
  // The assigned bedroom, if any (LEFT JOIN).
  bedroom_id: BedroomsRow['id'] | null;
  bedroom_name: BedroomsRow['name'] | null;
  rent_base_cents: BedroomsRow['rent_base_cents'] | null;
  rent_utilities_cents: BedroomsRow['rent_utilities_cents'] | null;
  rent_platform_fee_cents: BedroomsRow['rent_platform_fee_cents'] | null;
  home_title: BuildingsRow['title'];
  tenant_name: string;
  manager_name: string;
  /** The home's owner, who every lease names as the landlord, has a first and a last name. */
  manager_has_full_name: boolean;
}

export async function findLeaseSource(ex: Executor, lifecycleId: number): Promise<LeaseSource | null> {
  const [row] = await rows<LeaseSource>(ex, sql`
    SELECT l.id AS lifecycle_id, l.tenant_user_id, r.id AS bedroom_id, r.name AS bedroom_name,
      l.move_in_date::text AS move_in_date, l.move_out_date::text AS move_out_date, l.pets,
      r.rent_base_cents, r.rent_utilities_cents, r.rent_platform_fee_cents,
      b.title AS home_title, b.street, b.city, b.state, b.zip,
      coalesce(${fullNameSql('t')}, '') AS tenant_name, coalesce(${fullNameSql('m')}, '') AS manager_name,
      ${hasFullNameSql('m')} AS manager_has_full_name
    FROM lifecycles l JOIN buildings b ON b.id = l.building_id
    JOIN users t ON t.id = l.tenant_user_id JOIN users m ON m.id = b.manager_user_id
    LEFT JOIN bedrooms r ON r.id = l.assigned_bedroom_id
    WHERE l.id = ${lifecycleId}`);
  return row ?? null;
}

export interface LeaseDraft {
  lifecycleId: number;
  bedroomId: number;
  tenantUserId: number;
  leaseVersion: LeaseVersion;
  startDate: string;
  endDate: string;
  rent: { baseCents: number; utilitiesCents: number; platformFeeCents: number };
  text: string;
  textSha256: string;
}

/** Inserts a prepared lease unless the lifecycle already has an open one (then nothing). */
export async function insertPreparedLease(ex: Executor, d: LeaseDraft): Promise<void> {
  await ex.execute(sql`
    INSERT INTO leases (lifecycle_id, bedroom_id, tenant_user_id, lease_version, term,
      rent_base_cents, rent_utilities_cents, rent_platform_fee_cents, text, text_sha256)
    VALUES (${d.lifecycleId}, ${d.bedroomId}, ${d.tenantUserId}, ${d.leaseVersion}, daterange(${d.startDate}::date, ${d.endDate}::date),
      ${d.rent.baseCents}, ${d.rent.utilitiesCents}, ${d.rent.platformFeeCents}, ${d.text}, ${d.textSha256})
    ON CONFLICT (lifecycle_id) WHERE status <> 'voided' DO NOTHING`);
}

/** Leases nobody signed yet in which the user is a party (their tenant, or their home's manager). */
export async function preparedLeasesOfParty(ex: Executor, userId: number): Promise<LeaseRow[]> {
  return rows<LeaseRow>(ex, sql`${SELECT_LEASES} WHERE s.status = 'prepared' AND (s.tenant_user_id = ${userId} OR b.manager_user_id = ${userId})
    ORDER BY s.id FOR UPDATE OF s`);
}

/** New text for a lease still `prepared` (the status is checked again under the row lock). */
export async function replacePreparedText(ex: Executor, leaseId: number, text: string, textSha256: string): Promise<void> {
  await ex.execute(sql`UPDATE leases SET text = ${text}, text_sha256 = ${textSha256}, updated_at = now()
    WHERE id = ${leaseId} AND status = 'prepared'`);
}

/** The tenant's signature, and the lifecycle's lease_signed_at with it (same transaction). */
export async function recordTenantSignature(ex: Executor, lease: LeaseRow, typedName: string, ip: string): Promise<void> {
  await ex.execute(sql`UPDATE leases SET status = 'tenant_signed', tenant_signature_name = ${typedName},
    tenant_signed_at = now(), tenant_signature_ip = ${ip}, updated_at = now() WHERE id = ${lease.id}`);
  await ex.execute(sql`UPDATE lifecycles SET lease_signed_at = now(), updated_at = now() WHERE id = ${lease.lifecycle_id}`);
}

export async function recordManagerSignature(ex: Executor, leaseId: number, typedName: string, managerUserId: number): Promise<void> {
  await ex.execute(sql`UPDATE leases SET status = 'countersigned', manager_signature_name = ${typedName},
    manager_signed_at = now(), manager_signed_by_user_id = ${managerUserId}, updated_at = now() WHERE id = ${leaseId}`);
}

/** The full name on a user's profile, the name their typed signature must match. */
export async function fullNameOf(ex: Executor, userId: number): Promise<{ first: string; last: string; full: string }> {
  const [row] = await rows<{ first: UsersRow['first_name']; last: UsersRow['last_name']; full: string }>(ex, sql`
    SELECT trim(u.first_name) AS first, trim(u.last_name) AS last, coalesce(${fullNameSql('u')}, '') AS full FROM users u WHERE u.id = ${userId}`);
  return row ?? { first: '', last: '', full: '' };
}

/**
 * Whether a signed lease (tenant-signed or countersigned) holds the bedroom on any
 * day of [from, to). submit-application asks this before taking an application.
 */
export async function bedroomHasOverlappingLease(ex: Executor, bedroomId: number, from: string, to: string): Promise<boolean> {
  const [row] = await rows<{ taken: boolean }>(ex, sql`
    SELECT EXISTS (SELECT 1 FROM leases s WHERE s.bedroom_id = ${bedroomId} AND s.status IN ('tenant_signed','countersigned')
      AND s.term && daterange(${from}::date, ${to}::date)) AS taken`);
  return row.taken;
}

/**
 * When the manager countersigned the lease of lifecycle `l` (a timestamptz, null
 * before): the Lifecycle DTO's manager_bedroom_lease.signed_at, over `lifecycles l`.
 */
export const MANAGER_LEASE_SIGNED_AT = sql`(SELECT s.manager_signed_at FROM leases s WHERE s.lifecycle_id = l.id AND s.status = 'countersigned')`;
