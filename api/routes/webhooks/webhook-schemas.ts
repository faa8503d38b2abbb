import { z } from 'zod';
import { isEventType } from '../../../common/event-types.js';

/** `["lease.countersigned", ...]` or `["*"]` for every type; known names only, so a typo fails now, not silently later. */
export const EventTypesField = z.array(z.string().max(100)).min(1, { error: 'Subscribe to at least one event type, or "*".' }).max(50)
  .superRefine((types, ctx) => {
    const unknown = types.filter((t) => t !== '*' && !isEventType(t));
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `Unknown event types: ${unknown.join(', ')}. See GET /v20/event-types.` });
  })
  .transform((types) => [...new Set(types)]);

export const UrlField = z.string().trim().min(8, { error: 'Give the full http(s) URL.' }).max(2048);

export const WebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.string()),
  scope: z.enum(['owner', 'all']),
  is_active: z.boolean(),
  owner_user_id: z.number().int().nullable(),
  system_name: z.string().nullable().describe('Set for system webhooks (PUT /internal/system-webhooks/{name}).'),
  previous_secret_expires_at: z.iso.datetime().nullable()
    .describe('After a secret rotation: until then deliveries are also signed with the previous secret (a second v1=).'),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export const CreatedWebhookSchema = WebhookSchema.extend({
  secret: z.string().describe('whsec_…: verifies Hearth-Signature. Shown this once only.'),
});

export const MAX_OVERLAP_HOURS = 72;
export const DEFAULT_OVERLAP_HOURS = 24;

export const RotateSecretBody = z.object({
  overlap_hours: z.number().int().min(0).max(MAX_OVERLAP_HOURS).default(DEFAULT_OVERLAP_HOURS)
    .describe('How long deliveries also carry a signature made with the old secret (0: none, the old secret stops at once).'),
}).strict();

export const CreateWebhookBody = z.object({
  url: UrlField,
  event_types: EventTypesField,
  description: z.string().trim().max(200).optional(),
  scope: z.enum(['owner', 'all']).optional().describe('Staff only: "all" receives every event.'),
}).strict();

export const PatchWebhookBody = z.object({
  url: UrlField.optional(),
  event_types: EventTypesField.optional(),
  description: z.string().trim().max(200).optional(),
  scope: z.enum(['owner', 'all']).optional(),
  is_active: z.boolean().optional(),
}).strict();

export const DeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  next_attempt_at: z.iso.datetime(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
