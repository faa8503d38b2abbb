import { sql } from 'drizzle-orm';
import { availableFromSql } from '../../../db/availability.js';
import { rows, type Executor } from '../../../db/client.js';
import { firstNameSql } from '../../../db/person-name.js';
import type { BedroomsRow, BuildingsRow, BuildingSettingsRow, LifecyclesRow } from '../../../db/__generated__/rows.js';
import { CURRENT_LEASE } from '../../../money/referrals-repository.js';
import { MANAGER_LEASE_SIGNED_AT } from '../../leases/leases-repository.js';
import { SELECT_APPLICANT_PROFILE, type ApplicantProfileRow } from '../applicant-profiles/applicant-profiles-repository.js';

export interface CurrentHomeRow {
  lifecycle_id: number;
  building_id: number;
  building_title: BuildingsRow['title'];
  street: string;
  city: string;
  state: string;
  zip: string;
  bedroom_id: number;
  bedroom_name: BedroomsRow['name'];
  move_in_date: LifecyclesRow['move_in_date'];
  move_out_date: LifecyclesRow['move_out_date'];
  lease_signed_at: string;
  countersigned_at: string | null;
  access_method: BuildingsRow['access_method'];
  access_instructions: BuildingSettingsRow['access_instructions'] | null;
  wifi_network_info: { network_name?: unknown; password?: unknown } | null;
  renters_insurance_purchase_completed_at: string | null;
  deposit_paid_at: string | null;
  first_rent_paid_at: string | null;
  autopay_on: boolean;
}

/** The tenant's current home: their signed lease that is not over (the soonest to end when there are several). */
export async function findCurrentHome(ex: Executor, userId: number): Promise<CurrentHomeRow | null> {
  const [row] = await rows<CurrentHomeRow>(ex, sql`
    SELECT l.id AS lifecycle_id, b.id AS building_id, b.title AS building_title, b.street, b.city, b.state, b.zip,
      r.id AS bedroom_id, r.name AS bedroom_name, l.move_in_date::text AS move_in_date, l.move_out_date::text AS move_out_date,
      l.lease_signed_at::text AS lease_signed_at, (${MANAGER_LEASE_SIGNED_AT})::text AS countersigned_at,
      b.access_method, s.access_instructions, s.wifi_network_info,
      u.renters_insurance_purchase_completed_at::text AS renters_insurance_purchase_completed_at,
      (SELECT i.paid_at::text FROM tenant_deposits d JOIN invoices i ON i.id = d.invoice_id
        WHERE d.lifecycle_id = l.id AND i.payment_status = 'SUCCESSFUL' LIMIT 1) AS deposit_paid_at,
      (SELECT min(i.paid_at)::text FROM invoices i
        WHERE i.lifecycle_id = l.id AND i.ledger_item_type = 'bedroom rent' AND i.payment_status = 'SUCCESSFUL') AS first_rent_paid_at,
      EXISTS (SELECT 1 FROM payment_sources p WHERE p.user_id = l.tenant_user_id AND p.is_autopay AND p.removed_at IS NULL) AS autopay_on
    FROM lifecycles l JOIN buildings b ON b.id = l.building_id JOIN bedrooms r ON r.id = l.assigned_bedroom_id
      JOIN users u ON u.id = l.tenant_user_id LEFT JOIN building_settings s ON s.building_id = b.id
    WHERE l.tenant_user_id = ${userId} AND ${CURRENT_LEASE}
    ORDER BY l.move_in_date <= current_date DESC, l.move_in_date, l.id LIMIT 1`);
  return row ?? null;
}

export interface HousemateRow {
  user_id: number;
  first_name: string;
  bedroom_name: string;
  move_in_date: string;
  occupation: string | null;
}

/** The other residents of the home (signed lease, not over), with their room. */
export async function findHousemates(ex: Executor, buildingId: number, exceptUserId: number): Promise<HousemateRow[]> {
  return rows<HousemateRow>(ex, sql`
    SELECT DISTINCT ON (u.id) u.id AS user_id, ${firstNameSql('u', 'A housemate')} AS first_name, r.name AS bedroom_name,
      l.move_in_date::text AS move_in_date, u.occupation
    FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id JOIN bedrooms r ON r.id = l.assigned_bedroom_id
    WHERE l.building_id = ${buildingId} AND ${CURRENT_LEASE} AND l.tenant_user_id <> ${exceptUserId}
    ORDER BY u.id, l.move_in_date`);
}

export async function findProfiles(ex: Executor, userIds: number[]): Promise<ApplicantProfileRow[]> {
  if (userIds.length === 0) return [];
  return rows<ApplicantProfileRow>(ex, sql`${SELECT_APPLICANT_PROFILE} WHERE ap.user_id IN (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`);
}

export interface OpenRoomRow {
  bedroom_id: number;
  name: string;
  available_from: string;
  rent_total_cents: number;
}

/** Rooms of a listed home someone could move into within the next three months (the availability rule). */
export async function findOpenRooms(ex: Executor, buildingId: number): Promise<OpenRoomRow[]> {
  return rows<OpenRoomRow>(ex, sql`
    SELECT * FROM (
      SELECT r.id AS bedroom_id, r.name, ${availableFromSql(sql`r.id`)}::text AS available_from, coalesce(r.rent_total_cents, 0) AS rent_total_cents
      FROM bedrooms r JOIN buildings b ON b.id = r.building_id
      WHERE r.building_id = ${buildingId} AND b.listed_at IS NOT NULL) open
    WHERE available_from::date <= current_date + 90
    ORDER BY available_from, bedroom_id`);
}
