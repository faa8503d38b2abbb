import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { actorOf, viewerOf } from '../../http/viewer.js';
import { updateActivity } from './activities-repository.js';
import { lockedOr404, requireTransition } from './activity-access.js';
import { ActivitySchema } from './activity-dto.js';
import { recordActivityEvent } from './activity-events.js';
import { readBack } from './activity-read.js';
import { OnMyWayBody, TAGS as tags } from './activity-schemas.js';
import { recordHistory } from './history-repository.js';

/** POST /service-activities/{id}/on-my-way: the holder tells the home they are coming (docs/vendors.md "Photos and on my way"). */
export const onMyWayRoute: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  app.post('/service-activities/:id/on-my-way', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Say you are on your way to the visit', params: IdPathParams, body: OnMyWayBody, response: { 200: ActivitySchema },
      description: 'The vendor holding the job, while APPOINTMENT_SCHEDULED (rule on_my_way: others 403 service_activity_action_forbidden, '
        + 'another status 422 service_activity_transition_not_allowed). eta_minutes 1..240, optional. The status does not change; saying it '
        + 'again replaces the ETA. Tells the home\'s managers and, when the access requirement is tenants_present or landlord_present, the '
        + 'home\'s residents. Setting, moving or clearing the visit clears it.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = request.params.id;
    return idempotent(db, request, reply, 'POST /service-activities/:id/on-my-way', async (tx) => {
      const a = await lockedOr404(tx, viewer, id);
      const step = requireTransition(viewer, a, 'on_my_way');
      const etaMinutes = request.body.eta_minutes ?? null;
      await updateActivity(tx, id, { onMyWay: { etaMinutes } });
      await recordHistory(tx, { activityId: id, action: 'on_my_way', from: step.from, to: step.to, actor: actorOf(viewer), detail: { eta_minutes: etaMinutes } });
      await recordActivityEvent(tx, { viewer, activityId: id, action: 'on_my_way', etaMinutes });
      return { status: 200, body: await readBack(tx, deps.config, viewer, id) };
    });
  });
};
