import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_TYPES, EVENT_TYPE_NAMES } from '../../../common/event-types.js';
import type { AppDeps } from '../../deps.js';

const EventTypesSchema = z.object({
  event_types: z.array(z.object({ type: z.string(), subject_type: z.string(), description: z.string() })),
});

/** GET /event-types: the catalogue of common/event-types.ts, for anyone (events/README.md). */
export const eventTypeRoutes: FastifyPluginAsync<AppDeps> = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get('/event-types', {
    config: { access: 'public' },
    schema: { tags: ['events'], summary: 'The catalogue of event types webhooks may subscribe to', response: { 200: EventTypesSchema } },
  }, async () => ({
    event_types: EVENT_TYPE_NAMES.map((type) => ({ type, subject_type: EVENT_TYPES[type].subject, description: EVENT_TYPES[type].description })),
  }));
};
