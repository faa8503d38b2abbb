import type { Executor } from '../../db/client.js';
import { nextVisitDue, todayIn } from '../../domain/services/recurrence.js';
import type { Actor } from '../../events/record.js';
import { actorOf, type Viewer } from '../../http/viewer.js';
import { updateActivity, type ActivityRow } from './activities-repository.js';
import { recordActivityEvent } from './activity-events.js';
import { recordHistory } from './history-repository.js';
import { insertNextVisit, openVisitsOf, seriesOf } from './series-repository.js';

/** The api's own hand: the next visit of a series is nobody's booking. */
export const AUTOMATIC: Actor = { role: 'automatic', userId: null };

/**
 * A visit of a series ended (paid, or canceled on its own): book the next one, N
 * weeks after this one's day, while the series runs. The visit's row lock (taken
 * with its series' lock first) lets one caller through at a time and only the first
 * sees the change happen; the unique (series, sequence) catches anything else, so
 * the next visit is created exactly once.
 */
export async function continueSeries(tx: Executor, visit: ActivityRow): Promise<void> {
  if (visit.series_id === null || visit.series_sequence === null || visit.visit_due_on === null) return;
  const series = await seriesOf(tx, visit.series_id);
  if (series.status !== 'RECURRING_SERVICE_STARTED') return;
  const dueOn = nextVisitDue(visit.visit_due_on, series.repeat_every_weeks, todayIn(visit.time_zone));
  const sequence = visit.series_sequence + 1;
  const id = await insertNextVisit(tx, { seriesId: series.id, sequence, dueOn });
  if (id === null) return;
  await recordHistory(tx, { activityId: id, action: 'request', from: null, to: 'REQUESTED', actor: AUTOMATIC, detail: { series_id: series.id, series_sequence: sequence, visit_due_on: dueOn } });
  await recordActivityEvent(tx, { activityId: id, action: 'request', actor: AUTOMATIC });
}

/** Canceling a series stops it: its open visit is canceled with it (in the same transaction), and no visit follows. */
async function stopSeries(tx: Executor, viewer: Viewer, seriesId: number, note: string): Promise<void> {
  for (const { id, status } of await openVisitsOf(tx, seriesId)) {
    await updateActivity(tx, id, { status: 'APPOINTMENT_CANCELED' });
    await recordHistory(tx, { activityId: id, action: 'cancel', from: status, to: 'APPOINTMENT_CANCELED', actor: actorOf(viewer), detail: { note, series_canceled: seriesId } });
    await recordActivityEvent(tx, { viewer, activityId: id, action: 'cancel', note });
  }
}

/**
 * What a cancel means beyond the job itself (call it after the job is canceled, in
 * its transaction): a series stops with its open visit; a visit of a running series
 * is skipped and the next one booked.
 */
export async function afterCancel(tx: Executor, viewer: Viewer, a: ActivityRow, note: string): Promise<void> {
  if (a.repeat_every_weeks !== null) await stopSeries(tx, viewer, a.id, note);
  else await continueSeries(tx, a);
}
