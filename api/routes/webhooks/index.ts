import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { encodeCursor } from '../../http/cursor.js';
import { recordEvent } from '../../events/record.js';
import { requestActor } from '../../events/request-actor.js';
import { userId } from '../../http/access.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { CursorParam, IdPathParams, LimitParam, pageOf, readCursor } from '../../http/collection-params.js';
import { toDeliveryDto, toWebhookDto } from './webhook-dto.js';
import {
  CreatedWebhookSchema, CreateWebhookBody, DEFAULT_OVERLAP_HOURS, DeliverySchema, MAX_OVERLAP_HOURS, PatchWebhookBody, RotateSecretBody, WebhookSchema,
} from './webhook-schemas.js';
import { requireAllowedUrl } from './webhook-url.js';
import {
  countOwnWebhooks, deleteWebhook, findWebhook, insertWebhook, listDeliveries, listWebhooks, MAX_WEBHOOKS_PER_USER,
  newSecret, rotateWebhookSecret, targetDeliveryAt, updateWebhook, type Viewer,
} from './webhooks-repository.js';

const PageQuery = z.object({ limit: LimitParam, cursor: CursorParam }).strict();

const viewerOf = (request: FastifyRequest): Viewer => ({ userId: userId(request), isStaff: request.auth?.isStaff === true });

/** Scope "all" hears every event of every home: staff only. */
function checkScope(viewer: Viewer, scope: 'owner' | 'all' | undefined): void {
  if (scope === 'all' && !viewer.isStaff) throw forbidden('Only Hearth staff may receive every event (scope "all").');
}

function nextCursor<T extends { id: number | string }>(found: T[], limit: number, scope: string): string | null {
  const last = found[limit - 1];
  return found.length > limit && last ? encodeCursor({ scope, key: Number(last.id), id: Number(last.id) }) : null;
}

/** The caller's webhooks (staff: all of them). Someone else's is 404, never 403. */
export const webhookRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const allowed = deps.config.webhookAllowedPrivateHosts;

  app.get('/webhooks', {
    config: { access: 'user' },
    schema: { tags: ['webhooks'], summary: 'Your webhooks, newest first (staff: every one)', querystring: PageQuery, response: { 200: pageOf(WebhookSchema) } },
  }, async (request) => {
    const { limit, cursor } = request.query;
    const found = await listWebhooks(db, viewerOf(request), readCursor(cursor, 'webhooks', 'int')?.id ?? null, limit + 1);
    return { results: found.slice(0, limit).map(toWebhookDto), next_cursor: nextCursor(found, limit, 'webhooks') };
  });

  app.post('/webhooks', {
    config: { access: 'user' },
    schema: {
      tags: ['webhooks'], summary: 'Register a webhook; the answer holds its secret, once',
      description: '400 webhook_url_not_allowed (not http(s), or a private/loopback/link-local address); 403 scope "all" for non-staff; '
        + `422 too_many_webhooks past ${MAX_WEBHOOKS_PER_USER}.`,
      body: CreateWebhookBody, response: { 201: CreatedWebhookSchema },
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const body = request.body;
    checkScope(viewer, body.scope);
    const url = await requireAllowedUrl(body.url, allowed);
    const row = await db.transaction(async (tx) => {
      if (await countOwnWebhooks(tx, viewer.userId) >= MAX_WEBHOOKS_PER_USER) {
        throw new HttpError(422, 'too_many_webhooks', `You may keep at most ${MAX_WEBHOOKS_PER_USER} webhooks. Delete one first.`);
      }
      return insertWebhook(tx, {
        ownerUserId: viewer.userId, url, description: body.description ?? '', eventTypes: body.event_types,
        scope: body.scope ?? 'owner', secret: newSecret(),
      });
    });
    return reply.status(201).send({ ...toWebhookDto(row), secret: row.secret });
  });

  app.get('/webhooks/:id', {
    config: { access: 'user' },
    schema: { tags: ['webhooks'], summary: 'One webhook (without its secret)', params: IdPathParams, response: { 200: WebhookSchema } },
  }, async (request) => {
    const row = await findWebhook(db, viewerOf(request), request.params.id);
    if (!row) throw notFound('webhook');
    return toWebhookDto(row);
  });

  app.patch('/webhooks/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['webhooks'], summary: 'Change a webhook: url, event_types, description, is_active (staff: scope)',
      params: IdPathParams, body: PatchWebhookBody, response: { 200: WebhookSchema },
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    const body = request.body;
    checkScope(viewer, body.scope);
    const url = body.url === undefined ? undefined : await requireAllowedUrl(body.url, allowed);
    return db.transaction(async (tx) => {
      if (!(await findWebhook(tx, viewer, request.params.id, true))) throw notFound('webhook');
      const row = await updateWebhook(tx, request.params.id, {
        url, description: body.description, eventTypes: body.event_types, scope: body.scope, isActive: body.is_active,
      });
      return toWebhookDto(row);
    });
  });

  app.delete('/webhooks/:id', {
    config: { access: 'user' },
    schema: { tags: ['webhooks'], summary: 'Delete a webhook and its delivery history', params: IdPathParams, response: { 204: z.null() } },
  }, async (request, reply) => {
    await db.transaction(async (tx) => {
      if (!(await findWebhook(tx, viewerOf(request), request.params.id, true))) throw notFound('webhook');
      await deleteWebhook(tx, request.params.id);
    });
    return reply.status(204).send(null);
  });

  app.post('/webhooks/:id/rotate-secret', {
    config: { access: 'user' },
    schema: {
      tags: ['webhooks'], summary: 'Replace the secret; the answer holds the new one, once',
      description: `For overlap_hours (0–${MAX_OVERLAP_HOURS}, default ${DEFAULT_OVERLAP_HOURS}) every delivery carries two signatures, `
        + '`t=…,v1=<new>,v1=<old>`, so the receiver can switch secrets without dropping events; then the old secret is forgotten.',
      params: IdPathParams, body: RotateSecretBody.nullish(), response: { 200: CreatedWebhookSchema },
    },
  }, async (request) => {
    const overlapHours = request.body?.overlap_hours ?? DEFAULT_OVERLAP_HOURS;
    const row = await db.transaction(async (tx) => {
      if (!(await findWebhook(tx, viewerOf(request), request.params.id, true))) throw notFound('webhook');
      return rotateWebhookSecret(tx, request.params.id, newSecret(), overlapHours);
    });
    return { ...toWebhookDto(row), secret: row.secret };
  });

  app.post('/webhooks/:id/invoke-test-event', {
    config: { access: 'user' },
    schema: {
      tags: ['webhooks'], summary: 'Send this webhook (only) a webhook.test event',
      description: '202 with the event id; the delivery shows in /webhooks/{id}/deliveries. 422 webhook_inactive when switched off.',
      params: IdPathParams, response: { 202: z.object({ event_id: z.string() }) },
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const eventId = await db.transaction(async (tx) => {
      const hook = await findWebhook(tx, viewer, request.params.id);
      if (!hook) throw notFound('webhook');
      // Inactive webhooks are not posted to: the test would wait forever.
      if (!hook.is_active) throw new HttpError(422, 'webhook_inactive', 'Switch this webhook on (is_active) to test it.');
      const { id } = await recordEvent(tx, {
        type: 'webhook.test', actor: requestActor(request), subject: { type: 'webhook', id: hook.id },
        audience: hook.owner_user_id ? [hook.owner_user_id] : [],
        data: { webhook_id: hook.id, message: 'A test event: nothing happened.' },
      });
      await targetDeliveryAt(tx, id, hook.id);
      return id;
    });
    return reply.status(202).send({ event_id: eventId });
  });

  app.get('/webhooks/:id/deliveries', {
    config: { access: 'user' },
    schema: {
      tags: ['webhooks'], summary: 'Recent deliveries of a webhook, newest first',
      params: IdPathParams, querystring: PageQuery, response: { 200: pageOf(DeliverySchema) },
    },
  }, async (request) => {
    if (!(await findWebhook(db, viewerOf(request), request.params.id))) throw notFound('webhook');
    const { limit, cursor } = request.query;
    const found = await listDeliveries(db, request.params.id, readCursor(cursor, 'webhook-deliveries', 'int')?.id ?? null, limit + 1);
    return { results: found.slice(0, limit).map(toDeliveryDto), next_cursor: nextCursor(found, limit, 'webhook-deliveries') };
  });
};
