import { and, eq, sql as dsql } from 'drizzle-orm';
import { rows, sql, type Executor } from '../../db/client.js';
import { guarantorConnections } from '../../db/schema.js';
import type { BuildingsRow, GuarantorConnectionsRow, LifecyclesRow, UsersRow } from '../../db/__generated__/rows.js';

/** A connection as SELECT_VIEW reads it, its timestamps as PostgreSQL's text. */
interface ConnectionViewRow extends Omit<GuarantorConnectionsRow, 'created_at'> {
  tenant_first_name: UsersRow['first_name'];
  /** For the invite mail only; never in a DTO. */
  tenant_last_name: UsersRow['last_name'];
  home_city: BuildingsRow['city'];
  building_id: BuildingsRow['id'];
  is_application_active: boolean;
}

type ConnectionTimestamp = 'invited_at' | 'last_invite_sent_at' | 'accepted_at' | 'screening_completed_at' | 'financial_qualifications_completed_at';

/** A connection with what its parties may see of the application around it, its timestamps as Dates. */
export interface ConnectionRow extends Omit<ConnectionViewRow, ConnectionTimestamp> {
  invited_at: Date;
  last_invite_sent_at: Date;
  accepted_at: Date | null;
  screening_completed_at: Date | null;
  financial_qualifications_completed_at: Date | null;
}

const SELECT_VIEW = sql`
  SELECT gc.id, gc.lifecycle_id, gc.tenant_user_id, gc.guarantor_user_id, gc.guarantor_name, gc.guarantor_email,
    gc.invite_token_hash, gc.invited_at, gc.last_invite_sent_at, gc.accepted_at, gc.screening_completed_at,
    gc.financial_qualifications_completed_at, t.first_name AS tenant_first_name, t.last_name AS tenant_last_name, b.city AS home_city, b.id AS building_id,
    (l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL AND l.lease_signed_at IS NULL) AS is_application_active
  FROM guarantor_connections gc
  JOIN lifecycles l ON l.id = gc.lifecycle_id
  JOIN users t ON t.id = gc.tenant_user_id
  JOIN buildings b ON b.id = l.building_id`;

// `rows()` gives timestamps as PostgreSQL's text on both drivers; made Dates once, here.
const toDate = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
function normalise(row: ConnectionViewRow): ConnectionRow {
  return {
    ...row,
    invited_at: toDate(row.invited_at)!,
    last_invite_sent_at: toDate(row.last_invite_sent_at)!,
    accepted_at: toDate(row.accepted_at),
    screening_completed_at: toDate(row.screening_completed_at),
    financial_qualifications_completed_at: toDate(row.financial_qualifications_completed_at),
  };
}

export interface ListFilter {
  as?: 'tenant' | 'guarantor';
  lifecycleId?: number;
  /** Keyset: only ids below this one (newest first). */
  beforeId?: number;
  limit: number;
}

/** The caller's connections as tenant and as accepted guarantor, newest first. */
export async function listConnectionsOf(ex: Executor, userId: number, f: ListFilter): Promise<ConnectionRow[]> {
  const party = f.as === 'tenant' ? sql`gc.tenant_user_id = ${userId}`
    : f.as === 'guarantor' ? sql`gc.guarantor_user_id = ${userId}`
      : sql`(gc.tenant_user_id = ${userId} OR gc.guarantor_user_id = ${userId})`;
  const found = await rows<ConnectionViewRow>(ex, sql`${SELECT_VIEW}
    WHERE ${party}
      ${f.lifecycleId ? sql`AND gc.lifecycle_id = ${f.lifecycleId}` : sql``}
      ${f.beforeId ? sql`AND gc.id < ${f.beforeId}` : sql``}
    ORDER BY gc.id DESC LIMIT ${f.limit}`);
  return found.map(normalise);
}

/** One connection, whoever asks: the route decides what the caller may see. */
export async function findConnection(ex: Executor, id: number): Promise<ConnectionRow | null> {
  const [row] = await rows<ConnectionViewRow>(ex, sql`${SELECT_VIEW} WHERE gc.id = ${id}`);
  return row ? normalise(row) : null;
}

/**
 * Spec §7 GET /lifecycles/{id}/guarantor-connection: the guarantor's own
 * connection; for the tenant the newest accepted one, else the newest invite.
 */
export async function findLifecycleConnection(ex: Executor, lifecycleId: number, userId: number): Promise<ConnectionRow | null> {
  const [row] = await rows<ConnectionViewRow>(ex, sql`${SELECT_VIEW}
    WHERE gc.lifecycle_id = ${lifecycleId} AND (gc.tenant_user_id = ${userId} OR gc.guarantor_user_id = ${userId})
    ORDER BY (gc.guarantor_user_id IS NOT DISTINCT FROM ${userId}) DESC, (gc.accepted_at IS NOT NULL) DESC, gc.id DESC
    LIMIT 1`);
  return row ? normalise(row) : null;
}

/** Holds the connection until the transaction ends, so accept and resend cannot interleave. */
export async function lockConnection(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM guarantor_connections WHERE id = ${id} FOR UPDATE`);
}

export interface TenantLifecycle extends Pick<LifecyclesRow, 'id'> {
  is_active: boolean;
  tenant_first_name: UsersRow['first_name'];
  tenant_last_name: UsersRow['last_name'];
}

/** The caller's own lifecycle (locked for the invite), or null when it is not theirs. */
export async function lockTenantLifecycle(tx: Executor, lifecycleId: number, tenantUserId: number): Promise<TenantLifecycle | null> {
  const [row] = await rows<TenantLifecycle>(tx, sql`
    SELECT l.id, (l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL AND l.lease_signed_at IS NULL) AS is_active,
      u.first_name AS tenant_first_name, u.last_name AS tenant_last_name
    FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id
    WHERE l.id = ${lifecycleId} AND l.tenant_user_id = ${tenantUserId}
    FOR UPDATE OF l`);
  return row ?? null;
}

/** The lowercased email of an account, to stop a tenant naming themselves. */
export async function emailOfUser(ex: Executor, userId: number): Promise<string | null> {
  const [row] = await rows<Pick<UsersRow, 'email'>>(ex, sql`SELECT lower(email) AS email FROM users WHERE id = ${userId}`);
  return row?.email ?? null;
}

/** A new invite token: the old link stops working at once. */
export async function replaceInviteToken(tx: Executor, id: number, hash: string): Promise<void> {
  await tx.update(guarantorConnections)
    .set({ inviteTokenHash: hash, lastInviteSentAt: dsql`now()` })
    .where(eq(guarantorConnections.id, id));
}

/** Seconds until the invite may be sent again (by the database clock); 0 when it may now. */
export async function secondsUntilResend(tx: Executor, id: number, intervalSeconds: number): Promise<number> {
  const [row] = await rows<{ wait: number }>(tx, sql`
    SELECT GREATEST(0, CEIL(EXTRACT(EPOCH FROM (last_invite_sent_at + make_interval(secs => ${intervalSeconds}) - now()))))::int AS wait
    FROM guarantor_connections WHERE id = ${id}`);
  return row?.wait ?? 0;
}

export async function markAccepted(tx: Executor, id: number, guarantorUserId: number): Promise<void> {
  await tx.update(guarantorConnections)
    .set({ guarantorUserId, acceptedAt: dsql`now()` })
    .where(and(eq(guarantorConnections.id, id), dsql`${guarantorConnections.guarantorUserId} IS NULL`));
}
