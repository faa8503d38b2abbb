import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNATURE_HEADER, verifySignature } from '../../../../common/webhook-signature.js';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';
import { toWebhookDto } from '../../webhooks/webhook-dto.js';
import { EventTypesField, UrlField, WebhookSchema } from '../../webhooks/webhook-schemas.js';
import { requireAllowedUrl } from '../../webhooks/webhook-url.js';
import { upsertSystemWebhook } from '../../webhooks/webhooks-repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent: signatures are over these bytes, not a re-serialisation. */
    rawBody?: string;
  }
}

const NameParams = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, { error: 'A name is lowercase letters, digits, - and _ (at most 63).' }),
});
const SystemWebhookBody = z.object({ url: UrlField, event_types: EventTypesField }).strict();

/** 503 when the operator has not configured a shared secret; 401 unless the raw body carries its signature. */
function checkSystemSignature(deps: AppDeps, request: FastifyRequest): void {
  const secret = deps.config.webhookSharedSecret;
  if (!secret) throw new HttpError(503, 'system_webhooks_disabled', 'System webhooks are off: WEBHOOK_SHARED_SECRET is not set.');
  const header = request.headers[SIGNATURE_HEADER];
  const check = verifySignature(secret, request.rawBody ?? '', Array.isArray(header) ? header[0] : header);
  if (!check.ok) throw new HttpError(401, 'invalid_signature', `The Hearth-Signature header is ${check.reason}.`);
}

/**
 * PUT /internal/system-webhooks/{name}: another Hearth service (the gateway)
 * registers where it wants every event. No token: the body is signed with the
 * operator's shared secret, which also becomes the webhook's signing secret.
 */
export const systemWebhookRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // This plugin's own JSON parser keeps the raw text; other routes are untouched (encapsulation).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'invalid_json', 'The body is not valid JSON.'), undefined);
    }
  });

  app.put('/internal/system-webhooks/:name', {
    config: { access: 'system' },
    // Before validation: an unsigned caller learns nothing about the body's shape.
    preValidation: async (request) => checkSystemSignature(deps, request),
    schema: {
      tags: ['internal'], summary: 'Register or update a system webhook by name (signed with the shared secret)',
      description: 'Hearth-Signature over the raw body with WEBHOOK_SHARED_SECRET (t=,v1=, 5 minutes). 401 invalid_signature, '
        + '503 system_webhooks_disabled, 400 webhook_url_not_allowed. Scope all; deliveries are signed with the shared secret.',
      security: [], params: NameParams, body: SystemWebhookBody, response: { 200: WebhookSchema },
    },
  }, async (request) => {
    const url = await requireAllowedUrl(request.body.url, deps.config.webhookAllowedPrivateHosts);
    const row = await upsertSystemWebhook(deps.database.db, request.params.name, url, request.body.event_types, deps.config.webhookSharedSecret!);
    return toWebhookDto(row);
  });
};
