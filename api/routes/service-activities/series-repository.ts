import { rows, sql, type Executor } from '../../db/client.js';
import type { ServiceActivitiesRow } from '../../db/__generated__/rows.js';
import type { AppointmentStatus } from '../../../common/services.js';

/** The statuses in which a visit is still to be done and can be canceled (the cancel rule's `from`, a series aside). */
const OPEN_VISIT_STATUSES = ['REQUESTED', 'APPOINTMENT_SCHEDULED', 'SUBMITTED_VENDOR_INCOMPLETE'] as const;

export interface SeriesTerms {
  id: number;
  status: AppointmentStatus;
  repeat_every_weeks: number;
}

/** The series a visit belongs to (locked already by `lockActivity`, which takes the series first). */
export async function seriesOf(ex: Executor, seriesId: number): Promise<SeriesTerms> {
  const [row] = await rows<SeriesTerms>(ex, sql`SELECT id, status, repeat_every_weeks FROM service_activities WHERE id = ${seriesId}`);
  return row!;
}

/**
 * The next visit of a series, copied from the series (home, type, access, notes and
 * its pay terms: with `service_type_default` the type's price of today), only while the
 * series runs. `ON CONFLICT DO NOTHING` on (series, sequence): a retry that gets
 * here again creates nothing and answers null.
 */
export async function insertNextVisit(ex: Executor, v: { seriesId: number; sequence: number; dueOn: string }): Promise<number | null> {
  const [row] = await rows<Pick<ServiceActivitiesRow, 'id'>>(ex, sql`
    INSERT INTO service_activities (building_id, service_type_id, time_zone, access_requirement, access_notes, notes, price_cents,
      automatic_pricing_type, requested_by_user_id, requested_by_actor_role, series_id, series_sequence, visit_due_on)
    SELECT s.building_id, s.service_type_id, s.time_zone, s.access_requirement, s.access_notes, s.notes,
      CASE WHEN s.automatic_pricing_type = 'service_type_default' THEN st.default_price_cents ELSE s.price_cents END,
      s.automatic_pricing_type, s.requested_by_user_id, 'automatic', s.id, ${v.sequence}, ${v.dueOn}::date
    FROM service_activities s JOIN service_types st ON st.id = s.service_type_id
    WHERE s.id = ${v.seriesId} AND s.status = 'RECURRING_SERVICE_STARTED'
    ON CONFLICT (series_id, series_sequence) WHERE series_id IS NOT NULL DO NOTHING
    RETURNING id`);
  return row?.id ?? null;
}

/** The series keeps the pay terms its next visits take: a visit's new pay or pricing type is written through. */
export async function copyTermsToSeries(ex: Executor, visitId: number): Promise<void> {
  await ex.execute(sql`UPDATE service_activities s SET price_cents = v.price_cents, automatic_pricing_type = v.automatic_pricing_type, updated_at = now()
    FROM service_activities v WHERE v.id = ${visitId} AND s.id = v.series_id`);
}

/** The series' visits still to be done (at most one: the next is created when one ends). */
export async function openVisitsOf(ex: Executor, seriesId: number): Promise<{ id: number; status: AppointmentStatus }[]> {
  return rows<{ id: number; status: AppointmentStatus }>(ex, sql`SELECT id, status FROM service_activities
    WHERE series_id = ${seriesId} AND status IN (${sql.join(OPEN_VISIT_STATUSES.map((s) => sql`${s}`), sql`, `)}) ORDER BY id FOR UPDATE`);
}

export async function serviceTypePrice(ex: Executor, serviceTypeId: number): Promise<number> {
  const [row] = await rows<{ default_price_cents: number }>(ex, sql`SELECT default_price_cents FROM service_types WHERE id = ${serviceTypeId}`);
  return row!.default_price_cents;
}
