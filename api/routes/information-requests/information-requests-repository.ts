import type { SQL } from 'drizzle-orm';
import type { InformationRequestKind, InformationRequestResponseKind, InformationRequestStatus } from '../../../common/application-reasons.js';
import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import type { InformationRequestsRow, LifecyclesRow } from '../../db/__generated__/rows.js';

export interface InformationRequestRow extends Omit<InformationRequestsRow, 'deleted_at'> {
  kind: InformationRequestKind;
  status: InformationRequestStatus;
  response_kind: InformationRequestResponseKind | null;
  /** The applicant of the request's lifecycle. */
  tenant_user_id: LifecyclesRow['tenant_user_id'];
}

const SELECT_REQUESTS = sql`
  SELECT r.id, r.lifecycle_id, r.requested_by_user_id, r.kind, r.reason, r.message, r.status, r.response_kind,
    r.response_text, r.decline_reason, ${isoOf(sql`r.responded_at`)} AS responded_at,
    ${isoOf(sql`r.created_at`)} AS created_at, ${isoOf(sql`r.updated_at`)} AS updated_at, l.tenant_user_id
  FROM information_requests r JOIN lifecycles l ON l.id = r.lifecycle_id`;

export interface NewInformationRequest {
  lifecycleId: number;
  requestedByUserId: number;
  kind: InformationRequestKind;
  reason: string | null;
  message: string | null;
}

export async function insertInformationRequest(ex: Executor, r: NewInformationRequest): Promise<InformationRequestRow> {
  const [{ id }] = await rows<Pick<InformationRequestsRow, 'id'>>(ex, sql`
    INSERT INTO information_requests (lifecycle_id, requested_by_user_id, kind, reason, message)
    VALUES (${r.lifecycleId}, ${r.requestedByUserId}, ${r.kind}, ${r.reason}, ${r.message}) RETURNING id`);
  return findInformationRequest(ex, id) as Promise<InformationRequestRow>;
}

/** One request, locked for the rest of the transaction when `forUpdate`. */
export async function findInformationRequest(ex: Executor, id: number, forUpdate = false): Promise<InformationRequestRow | null> {
  const [row] = await rows<InformationRequestRow>(ex, sql`${SELECT_REQUESTS} WHERE r.id = ${id} ${forUpdate ? sql`FOR UPDATE OF r` : sql``}`);
  return row ?? null;
}

export interface ApplicantRequestFilters {
  status?: InformationRequestStatus;
  lifecycle_id?: number;
}

/** The applicant's requests, newest first; deleted ones only when asked for by status. */
export async function listApplicantRequests(
  ex: Executor, tenantUserId: number, filters: ApplicantRequestFilters, beforeId: number | null, limit: number,
): Promise<InformationRequestRow[]> {
  const conditions: SQL[] = [
    sql`l.tenant_user_id = ${tenantUserId}`,
    filters.status ? sql`r.status = ${filters.status}` : sql`r.status <> 'DELETED'`,
  ];
  if (filters.lifecycle_id) conditions.push(sql`r.lifecycle_id = ${filters.lifecycle_id}`);
  if (beforeId !== null) conditions.push(sql`r.id < ${beforeId}`);
  return rows<InformationRequestRow>(ex, sql`${SELECT_REQUESTS} WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY r.id DESC LIMIT ${limit}`);
}

export interface StatusChange {
  status: InformationRequestStatus;
  responseKind?: InformationRequestResponseKind;
  responseText?: string | null;
  declineReason?: string;
}

export async function changeStatus(ex: Executor, id: number, change: StatusChange): Promise<void> {
  const responded = change.status === 'RESPONSE_ADDED' || change.status === 'RESPONSE_DECLINED';
  await ex.execute(sql`UPDATE information_requests SET status = ${change.status},
    response_kind = COALESCE(${change.responseKind ?? null}, response_kind),
    response_text = COALESCE(${change.responseText ?? null}, response_text),
    decline_reason = COALESCE(${change.declineReason ?? null}, decline_reason),
    responded_at = CASE WHEN ${responded} THEN now() ELSE responded_at END,
    deleted_at = CASE WHEN ${change.status} = 'DELETED' THEN now() ELSE deleted_at END,
    updated_at = now()
    WHERE id = ${id}`);
}

/** Requests of one kind awaiting the applicant's answer, locked, across their active applications. */
export async function awaitingRequestsOf(ex: Executor, tenantUserId: number, kind: InformationRequestKind): Promise<{ id: number }[]> {
  return rows<Pick<InformationRequestsRow, 'id'>>(ex, sql`SELECT r.id FROM information_requests r JOIN lifecycles l ON l.id = r.lifecycle_id
    WHERE l.tenant_user_id = ${tenantUserId} AND r.kind = ${kind} AND r.status = 'AWAITING_RESPONSE'
    ORDER BY r.id FOR UPDATE OF r`);
}
