import type { Executor } from '../../db/client.js';
import { HttpError, forbidden, notFound } from '../../http/errors.js';
import type { Viewer } from '../../http/viewer.js';
import {
  appointmentActionsFor, appointmentTransition, type AppointmentAction, type ServiceParty,
} from '../../domain/services/appointment-status.js';
import type { AppointmentStatus } from '../../../common/services.js';
import { lockActivity, type ActivityRow } from './activities-repository.js';

/** The party of the status table the viewer is for this job (staff first, whatever role they signed in with). */
export function partyOf(viewer: Viewer, a: Pick<ActivityRow, 'viewer_manages'>): ServiceParty {
  if (viewer.isStaff) return 'staff';
  if (viewer.role === 'manager' && a.viewer_manages) return 'manager';
  if (viewer.role === 'vendor') return 'vendor';
  return 'tenant';
}

/** How much of the job the viewer is shown (docs/vendors.md "Who sees what"). */
export type Detail = 'full' | 'offer' | 'visit';
export function detailOf(viewer: Viewer, a: Pick<ActivityRow, 'viewer_manages' | 'viewer_holds'>): Detail {
  if (a.viewer_manages || a.viewer_holds) return 'full';
  return viewer.role === 'vendor' ? 'offer' : 'visit';
}

/**
 * The actions the viewer may take now (`viewer_may`): the status table narrowed by
 * who holds the job. A vendor who does not hold it may only accept an open job;
 * the holder may do the rest; a job nobody holds cannot be scheduled or have its
 * vendor removed, a held one not be assigned, nor repriced by the manager.
 */
export function actionsOf(viewer: Viewer, a: Pick<ActivityRow, 'status' | 'holder_provider_id' | 'viewer_manages' | 'viewer_holds'>): AppointmentAction[] {
  const party = partyOf(viewer, a);
  const held = a.holder_provider_id !== null;
  return appointmentActionsFor(a.status, party).filter((action) => {
    if (action === 'start_recurring') return false; // a series starts only with its booking (POST /service-activities)
    if (action === 'accept' || action === 'assign') return !held;
    if (party === 'vendor') return a.viewer_holds;
    if (action === 'set_price') return party === 'staff' || !held;
    if (action === 'schedule' || action === 'reschedule' || action === 'remove_vendor') return held;
    return true;
  });
}

/** Locks the job for a write and answers it, or 404 for a job the viewer may not see. */
export async function lockedOr404(ex: Executor, viewer: Viewer, id: number, forAccept = false): Promise<ActivityRow> {
  const a = await lockActivity(ex, viewer, id, forAccept);
  if (!a) throw notFound('service activity');
  return a;
}

/**
 * Asks the status table, then the facts it cannot see: a vendor acts only on the
 * job their provider holds (accept aside); scheduling and removal need a holder;
 * assigning needs none; once a vendor holds the job only staff change its pay.
 */
export function requireTransition(viewer: Viewer, a: ActivityRow, action: AppointmentAction): { from: AppointmentStatus; to: AppointmentStatus; changed: boolean } {
  const party = partyOf(viewer, a);
  const step = appointmentTransition(a.status, action, party);
  if (!step.ok) throw new HttpError(step.status, step.code, step.message);
  if (party === 'vendor' && action !== 'accept' && !a.viewer_holds) throw forbidden('Only the vendor holding this job may do this.');
  if ((action === 'schedule' || action === 'reschedule' || action === 'remove_vendor') && a.holder_provider_id === null) {
    throw new HttpError(422, 'service_activity_not_held', 'No vendor holds this job yet; a vendor accepts it first.');
  }
  if (action === 'assign' && a.holder_provider_id !== null) {
    throw new HttpError(409, 'service_activity_taken', 'A vendor holds this job; remove them first to give it to another.');
  }
  if (action === 'set_price' && party === 'manager' && a.holder_provider_id !== null) {
    throw new HttpError(422, 'service_activity_price_agreed', 'A vendor accepted this job at its pay; ask Hearth to change it.');
  }
  return step;
}
