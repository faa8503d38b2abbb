import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { firstNameSql } from '../../db/person-name.js';
import type { BuildingSettingsRow, BuildingsRow, LifecyclesRow, UsersRow } from '../../db/__generated__/rows.js';

/**
 * The manager's settings of a home (spec §7 building sub-resources), one row per
 * home in `building_settings`, created on first write.
 */
export interface SettingsRow extends Pick<BuildingSettingsRow, 'building_id' | 'price_adjustment_type' | 'access_instructions' | 'move_in_ready_at'
  | 'failure_to_deliver_at' | 'failure_to_deliver_reason' | 'decommission_date' | 'decommission_date_finalized_at' | 'lease_up_email_sent_at'> {
  /** numeric: read as text, returned as a number. */
  price_adjustment_value: number | null;
  // jsonb, in the shapes the settings routes write.
  utility_provider_info: unknown[];
  common_space_furnishings_setup_info: Record<string, unknown>;
  wifi_network_info: Record<string, unknown> | null;
}

const iso = (column: string) => sql.raw(`to_char(s.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${column}`);

export async function readSettings(ex: Executor, buildingId: number): Promise<SettingsRow> {
  const [row] = await rows<Omit<SettingsRow, 'price_adjustment_value'> & Pick<BuildingSettingsRow, 'price_adjustment_value'>>(ex, sql`
    SELECT b.id AS building_id, s.price_adjustment_type, s.price_adjustment_value,
      COALESCE(s.access_instructions, '') AS access_instructions,
      COALESCE(s.utility_provider_info, '[]'::jsonb) AS utility_provider_info,
      COALESCE(s.common_space_furnishings_setup_info, '{}'::jsonb) AS common_space_furnishings_setup_info,
      s.wifi_network_info, ${iso('move_in_ready_at')}, ${iso('failure_to_deliver_at')}, s.failure_to_deliver_reason,
      s.decommission_date::text AS decommission_date, ${iso('decommission_date_finalized_at')}, ${iso('lease_up_email_sent_at')}
    FROM buildings b LEFT JOIN building_settings s ON s.building_id = b.id WHERE b.id = ${buildingId}`);
  return { ...row, price_adjustment_value: row.price_adjustment_value === null ? null : Number(row.price_adjustment_value) };
}

/**
 * Sets some columns of the home's settings row, creating it first when needed (a
 * plain upsert would check the row's constraints against defaults, not the row).
 */
export async function writeSettings(ex: Executor, buildingId: number, values: Record<string, SQL | string | number | null>): Promise<void> {
  const value = (v: SQL | string | number | null) => (v !== null && typeof v === 'object' ? v : sql`${v}`);
  await ex.execute(sql`INSERT INTO building_settings (building_id) VALUES (${buildingId}) ON CONFLICT (building_id) DO NOTHING`);
  await ex.execute(sql`UPDATE building_settings SET ${sql.join(Object.entries(values).map(([c, v]) => sql`${sql.raw(c)} = ${value(v)}`), sql`, `)},
    updated_at = now() WHERE building_id = ${buildingId}`);
}

export const jsonValue = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

export interface AffectedLifecycle extends Pick<LifecyclesRow, 'move_in_date'> {
  lifecycle_id: LifecyclesRow['id'];
  bedroom_id: LifecyclesRow['assigned_bedroom_id'];
  tenant_first_name: UsersRow['first_name'];
}

/** Active applications (not deactivated, not lost, lease not signed) for the home's bedrooms. */
export async function activeApplications(ex: Executor, buildingId: number): Promise<AffectedLifecycle[]> {
  return rows<AffectedLifecycle>(ex, sql`
    SELECT l.id AS lifecycle_id, l.assigned_bedroom_id AS bedroom_id, ${firstNameSql('u')} AS tenant_first_name, l.move_in_date::text AS move_in_date
    FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id
    WHERE l.building_id = ${buildingId} AND l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL AND l.lease_signed_at IS NULL
    ORDER BY l.id`);
}

export const PRICING_DEACTIVATION_REASON = 'automatic_deactivation_on_pricing_configuration_change_by_manager';

export async function deactivateLifecycles(ex: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await ex.execute(sql`UPDATE lifecycles SET application_deactivated_at = now(), deactivation_reason = ${PRICING_DEACTIVATION_REASON}, updated_at = now()
    WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

export async function managerEmail(ex: Executor, buildingId: number): Promise<{ email: string; title: string; first_name: string }> {
  const [row] = await rows<Pick<UsersRow, 'email' | 'first_name'> & Pick<BuildingsRow, 'title'>>(ex, sql`
    SELECT u.email, b.title, u.first_name FROM buildings b JOIN users u ON u.id = b.manager_user_id WHERE b.id = ${buildingId}`);
  return row;
}

export async function leaseUpFigures(ex: Executor, buildingId: number): Promise<{ bedrooms: number; leased: number; applicants: number }> {
  const [row] = await rows<{ bedrooms: number; leased: number; applicants: number }>(ex, sql`
    SELECT (SELECT count(*) FROM bedrooms WHERE building_id = ${buildingId})::int AS bedrooms,
      (SELECT count(DISTINCT assigned_bedroom_id) FROM lifecycles WHERE building_id = ${buildingId} AND lease_signed_at IS NOT NULL AND move_out_date > now())::int AS leased,
      (SELECT count(*) FROM lifecycles WHERE building_id = ${buildingId} AND application_deactivated_at IS NULL
        AND application_lost_at IS NULL AND lease_signed_at IS NULL)::int AS applicants`);
  return row;
}
