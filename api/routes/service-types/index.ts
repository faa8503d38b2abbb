import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { ServiceTypeSchema, toServiceTypeDto } from './service-type-dto.js';
import { listServiceTypes } from './service-types-repository.js';

/** Spec §7 service types: what can be booked, with the visibility that decides who books it (docs/vendors.md). */
export const serviceTypeRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/service-types', {
    config: { access: 'guest' },
    schema: {
      tags: ['service marketplace'], summary: 'Active service types, in the order to show them',
      description: 'The spec\'s eight service templates plus one plain type per vendor service category they do not cover. '
        + '`visibility`: never_select (Hearth books it), marketplace_booking_only, self_service_only (the manager does it off platform), always_select.',
      response: { 200: z.object({ results: z.array(ServiceTypeSchema) }) },
    },
  }, async () => ({ results: (await listServiceTypes(deps.database.db)).map(toServiceTypeDto) }));
};
