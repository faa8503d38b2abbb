import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import type { ApiConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { AppointmentAction } from '../../domain/services/appointment-status.js';
import { describeHours, withinBusinessHours } from '../../domain/services/business-hours.js';
import { HttpError } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { actorOf, viewerOf, type Viewer } from '../../http/viewer.js';
import { findProvider, providerOfUser } from '../residential-service-providers/providers-repository.js';
import { requireCurrentInsurance } from '../residential-service-providers/onboarding-steps.js';
import { takeJob, updateActivity, type ActivityRow } from './activities-repository.js';
import { lockedOr404, requireTransition } from './activity-access.js';
import { ActivitySchema } from './activity-dto.js';
import { readBack } from './activity-read.js';
import { requireHandInPhotos, storeHandInPhotos } from './hand-in-photos.js';
import { CancelBody, RemoveVendorBody, StatusBody, TAGS as tags, WindowBody } from './activity-schemas.js';
import { recordHistory } from './history-repository.js';
import { settleServicePayment } from './pay-activity.js';
import { recordActivityEvent } from './activity-events.js';
import { afterCancel } from './series.js';

const refuse = (status: number, code: string, message: string, field?: string) =>
  new HttpError(status, code, message, field ? { [field]: message } : undefined);

async function answer(tx: Executor, config: ApiConfig, viewer: Viewer, id: number) {
  return { status: 200, body: await readBack(tx, config, viewer, id) };
}

/** The visit must start in the future and fit the holder's opening hours (in the holder's zone). */
async function requireWindow(tx: Executor, a: ActivityRow, start: Date, end: Date): Promise<void> {
  if (start.getTime() <= Date.now()) throw refuse(422, 'schedule_in_past', 'The visit must start in the future.', 'scheduled_start');
  const holder = (await findProvider(tx, a.holder_provider_id!))!;
  if (!withinBusinessHours(start, end, holder.business_hours, holder.time_zone)) {
    throw refuse(422, 'outside_business_hours',
      `The visit must fit ${holder.name}'s opening hours (${describeHours(holder.business_hours)}, ${holder.time_zone}).`, 'scheduled_start');
  }
}

/** Which action a target status of POST /status is, from where the job is now. */
function statusAction(target: (typeof StatusBody)['_output']['status'], current: ActivityRow['status']): AppointmentAction {
  if (target === 'SUBMITTED_PENDING_QA') return 'submit_complete';
  if (target === 'SUBMITTED_VENDOR_INCOMPLETE') return current === 'SUBMITTED_PENDING_QA' ? 'qa_reject' : 'submit_incomplete';
  if (target === 'SUBMITTED_VENDOR_COMPLETE') return 'qa_approve';
  return 'complete';
}

/** accept, schedule, reschedule, unschedule, cancel, status, remove-vendor (docs/vendors.md). */
export const actionRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const response = { 200: ActivitySchema };

  app.post('/service-activities/:id/accept', {
    config: { access: 'vendor' },
    schema: {
      tags, summary: 'Take an open job', params: IdPathParams, response,
      description: 'Vendor role, a job offered to your company. Exactly one vendor holds a job: if another took it first, 409 '
        + 'service_activity_taken; accepting your own job again answers it unchanged. 404 for a job not offered to you.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = request.params.id;
    return idempotent(db, request, reply, 'POST /service-activities/:id/accept', async (tx) => {
      const a = await lockedOr404(tx, viewer, id, true);
      if (a.viewer_holds) return answer(tx, deps.config, viewer, id);
      if (a.holder_provider_id !== null) throw refuse(409, 'service_activity_taken', 'Another vendor took this job first.');
      const step = requireTransition(viewer, a, 'accept');
      const provider = (await providerOfUser(tx, viewer.userId))!;
      requireCurrentInsurance(provider);
      if (!(await takeJob(tx, id, provider.id))) throw refuse(409, 'service_activity_taken', 'Another vendor took this job first.');
      await recordHistory(tx, { activityId: id, action: 'accept', from: step.from, to: step.to, actor: actorOf(viewer) });
      await recordActivityEvent(tx, { viewer, activityId: id, action: 'accept' });
      return answer(tx, deps.config, viewer, id);
    });
  });

  for (const action of ['schedule', 'reschedule'] as const) {
    app.post(`/service-activities/:id/${action}`, {
      config: { access: 'user' },
      schema: {
        tags, summary: action === 'schedule' ? 'Set the visit' : 'Move the visit', params: IdPathParams, body: WindowBody, response,
        description: 'The vendor holding the job, or staff. The visit starts in the future (422 schedule_in_past) and fits the holder\'s '
          + 'opening hours in its time zone (422 outside_business_hours); both name scheduled_start.',
      },
    }, async (request, reply) => {
      const viewer = viewerOf(request);
      const id = request.params.id;
      return idempotent(db, request, reply, `POST /service-activities/:id/${action}`, async (tx) => {
        const a = await lockedOr404(tx, viewer, id);
        const step = requireTransition(viewer, a, action);
        const { scheduled_start: start, scheduled_end: end } = request.body;
        await requireWindow(tx, a, new Date(start), new Date(end));
        const window: [string, string] = [new Date(start).toISOString(), new Date(end).toISOString()];
        await updateActivity(tx, id, { status: step.to, window });
        await recordHistory(tx, { activityId: id, action, from: step.from, to: step.to, actor: actorOf(viewer), detail: { scheduled_start: window[0], scheduled_end: window[1] } });
        await recordActivityEvent(tx, { viewer, activityId: id, action });
        return answer(tx, deps.config, viewer, id);
      });
    });
  }

  app.post('/service-activities/:id/unschedule', {
    config: { access: 'user' },
    schema: { tags, summary: 'Clear the visit; the holder keeps the job', params: IdPathParams, response, description: 'The holder, the home\'s managers or staff.' },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = request.params.id;
    return idempotent(db, request, reply, 'POST /service-activities/:id/unschedule', async (tx) => {
      const a = await lockedOr404(tx, viewer, id);
      const step = requireTransition(viewer, a, 'unschedule');
      await updateActivity(tx, id, { status: step.to, window: null });
      await recordHistory(tx, { activityId: id, action: 'unschedule', from: step.from, to: step.to, actor: actorOf(viewer), detail: { scheduled_start: a.scheduled_start } });
      await recordActivityEvent(tx, { viewer, activityId: id, action: 'unschedule' });
      return answer(tx, deps.config, viewer, id);
    });
  });

  app.post('/service-activities/:id/cancel', {
    config: { access: 'user' },
    schema: { tags, summary: 'Cancel the job', params: IdPathParams, body: CancelBody, response, description: 'The home\'s managers or staff; canceling a canceled job answers it unchanged.' },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = request.params.id;
    return idempotent(db, request, reply, 'POST /service-activities/:id/cancel', async (tx) => {
      const a = await lockedOr404(tx, viewer, id);
      const step = requireTransition(viewer, a, 'cancel');
      if (step.changed) {
        await updateActivity(tx, id, { status: step.to });
        await recordHistory(tx, { activityId: id, action: 'cancel', from: step.from, to: step.to, actor: actorOf(viewer), detail: { note: request.body.note } });
        await recordActivityEvent(tx, { viewer, activityId: id, action: 'cancel', note: request.body.note });
        await afterCancel(tx, viewer, a, request.body.note); // a series stops; a visit's series books its next visit
      }
      return answer(tx, deps.config, viewer, id);
    });
  });

  app.post('/service-activities/:id/status', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Hand in the work, check it, or close it', params: IdPathParams, body: StatusBody, response,
      description: 'The holder: SUBMITTED_PENDING_QA (done, to be checked; at least one photo, else 422 photos_required naming photo_file_ids) '
        + 'or SUBMITTED_VENDOR_INCOMPLETE (with a note saying what is left; photos optional), once the visit has started (422 visit_not_started). '
        + 'photo_file_ids: the caller\'s own uploads of purpose service_activity_photo (else 400 naming photo_file_ids.N), not handed in '
        + 'before (422 photo_already_used), at most 20. The home\'s managers or staff check a job pending QA: '
        + 'SUBMITTED_VENDOR_COMPLETE (approve) or SUBMITTED_VENDOR_INCOMPLETE (send back). Staff: APPOINTMENT_COMPLETED, as POST /payment.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = request.params.id;
    return idempotent(db, request, reply, 'POST /service-activities/:id/status', async (tx) => {
      const a = await lockedOr404(tx, viewer, id);
      const action = statusAction(request.body.status, a.status);
      const step = requireTransition(viewer, a, action);
      const { note, checklist } = request.body;
      const submits = action === 'submit_complete' || action === 'submit_incomplete';
      if (submits && a.scheduled_start && Date.parse(a.scheduled_start) > Date.now()) {
        throw refuse(422, 'visit_not_started', 'Hand in the work once the visit has started.', 'status');
      }
      if ((action === 'submit_incomplete' || action === 'qa_reject') && !note) {
        throw refuse(422, 'note_required', 'Say what is left to do.', 'note');
      }
      const photos = await requireHandInPhotos(tx, viewer.userId, request.body.photo_file_ids, action);
      if (!step.changed) return answer(tx, deps.config, viewer, id); // paid already
      await updateActivity(tx, id, { status: step.to, ...(submits ? { submission: { notes: note, checklist } } : {}) });
      if (action === 'complete') await settleServicePayment(tx, a, actorOf(viewer));
      const detail = { ...(note ? { note } : {}), ...(photos.length > 0 ? { photo_file_ids: photos } : {}) };
      const historyId = await recordHistory(tx, { activityId: id, action, from: step.from, to: step.to, actor: actorOf(viewer), detail });
      if (photos.length > 0) await storeHandInPhotos(tx, { activityId: id, historyId, userId: viewer.userId, fileIds: photos });
      await recordActivityEvent(tx, { viewer, activityId: id, action, note });
      return answer(tx, deps.config, viewer, id);
    });
  });

  app.post('/service-activities/:id/payment', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Pay an approved job (staff)', params: IdPathParams, response,
      description: 'SUBMITTED_VENDOR_COMPLETE → APPOINTMENT_COMPLETED, posting once a "residential service payment" charge of the job\'s price '
        + 'to the home owner\'s manager ledger. Paying a paid job again answers it unchanged and posts nothing.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = request.params.id;
    return idempotent(db, request, reply, 'POST /service-activities/:id/payment', async (tx) => {
      const a = await lockedOr404(tx, viewer, id);
      const step = requireTransition(viewer, a, 'complete');
      if (step.changed) {
        await updateActivity(tx, id, { status: step.to });
        await settleServicePayment(tx, a, actorOf(viewer));
        await recordHistory(tx, { activityId: id, action: 'complete', from: step.from, to: step.to, actor: actorOf(viewer) });
        await recordActivityEvent(tx, { viewer, activityId: id, action: 'complete' });
      }
      return answer(tx, deps.config, viewer, id);
    });
  });

  app.post('/service-activities/:id/remove-vendor', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Take the job from its vendor and offer it again', params: IdPathParams, body: RemoveVendorBody, response,
      description: 'The home\'s managers or staff, with one of the spec\'s ten removal reasons. The visit is cleared; the job is REQUESTED and open.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = request.params.id;
    return idempotent(db, request, reply, 'POST /service-activities/:id/remove-vendor', async (tx) => {
      const a = await lockedOr404(tx, viewer, id);
      const step = requireTransition(viewer, a, 'remove_vendor');
      await updateActivity(tx, id, { status: step.to, window: null, releaseHolder: true });
      await recordHistory(tx, {
        activityId: id, action: 'remove_vendor', from: step.from, to: step.to, actor: actorOf(viewer),
        detail: { reason: request.body.reason, note: request.body.note, removed_provider_id: a.holder_provider_id },
      });
      await recordActivityEvent(tx, { viewer, activityId: id, action: 'remove_vendor', removedProviderId: a.holder_provider_id, note: request.body.note });
      return answer(tx, deps.config, viewer, id);
    });
  });
};
