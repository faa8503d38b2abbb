import { rows, sql, type Executor } from '../../../db/client.js';
import type { ScreeningReport } from '../../../domain/screening/report.js';
import type { GuarantorConnectionsRow, ScreeningsRow, UsersRow } from '../../../db/__generated__/rows.js';

/** Whether `managerId` manages the building and `userId` applied there; else the route answers 404. */
export async function appliedToManagersBuilding(ex: Executor, managerId: number, userId: number, buildingId: number): Promise<boolean> {
  const found = await rows(ex, sql`
    SELECT 1 FROM lifecycles l JOIN buildings b ON b.id = l.building_id
    WHERE l.tenant_user_id = ${userId} AND l.building_id = ${buildingId} AND b.manager_user_id = ${managerId} LIMIT 1`);
  return found.length > 0;
}

export interface ScreeningSummaryRow {
  guarantor_connection_id: GuarantorConnectionsRow['id'] | null;
  guarantor_name: GuarantorConnectionsRow['guarantor_name'] | null;
  legal_first_name: ScreeningsRow['legal_first_name'];
  legal_last_name: ScreeningsRow['legal_last_name'];
  has_us_ssn: UsersRow['has_us_ssn'];
  identity_status: ScreeningsRow['identity_status'] | null;
  verified_by_document: boolean;
  /** screenings.report (jsonb), as the screening provider wrote it. */
  report: ScreeningReport | null;
  reports_generated_at: ScreeningsRow['reports_generated_at'];
}

/**
 * The applicant's own screening and the screenings of the guarantors who accepted
 * a connection on one of their applications for this building (one row each; a
 * guarantor who has not started has nulls). Never the SSN or its fingerprint.
 */
export async function screeningsForApplication(ex: Executor, userId: number, buildingId: number): Promise<ScreeningSummaryRow[]> {
  return rows<ScreeningSummaryRow>(ex, sql`
    WITH subjects AS (
      SELECT ${userId}::int AS user_id, NULL::int AS guarantor_connection_id, NULL::text AS guarantor_name
      UNION ALL
      SELECT g.guarantor_user_id, g.id, g.guarantor_name
      FROM guarantor_connections g JOIN lifecycles l ON l.id = g.lifecycle_id
      WHERE l.tenant_user_id = ${userId} AND l.building_id = ${buildingId} AND g.accepted_at IS NOT NULL
    )
    SELECT s.guarantor_connection_id, s.guarantor_name, sc.legal_first_name, sc.legal_last_name, u.has_us_ssn,
      sc.identity_status, sc.report, sc.reports_generated_at,
      EXISTS (SELECT 1 FROM id_verifications v WHERE v.user_id = s.user_id AND v.status = 'verified') AS verified_by_document
    FROM subjects s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN screenings sc ON sc.user_id = s.user_id
      AND COALESCE(sc.guarantor_connection_id, 0) = COALESCE(s.guarantor_connection_id, 0)
    ORDER BY s.guarantor_connection_id NULLS FIRST`);
}

/** Of these lifecycles, those on a building `managerId` manages: each with its applicant and building (the screening reports' subject). */
export async function applicationsOnManagersBuildings(ex: Executor, managerId: number, lifecycleIds: number[]) {
  return rows<{ lifecycle_id: number; user_id: number; building_id: number }>(ex, sql`
    SELECT l.id AS lifecycle_id, l.tenant_user_id AS user_id, l.building_id
    FROM lifecycles l JOIN buildings b ON b.id = l.building_id
    WHERE l.id = ANY(${`{${lifecycleIds.join(',')}}`}::int[]) AND b.manager_user_id = ${managerId}
    ORDER BY l.id`);
}
