import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { RentalSchema, toRentalDto } from '../rent/rent-dto.js';
import { listRentals, nextDueItems } from '../rent/rent-repository.js';

/** A tenant's signed leases with what is due next (the schedule itself: GET /tenant-payment-schedule). */
export const rentalRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['money'];

  app.get('/rentals', {
    config: { access: 'tenant' },
    schema: { tags, summary: "The tenant's signed leases with rent, deposit status and what is due next", response: { 200: z.object({ results: z.array(RentalSchema) }) } },
  }, async (request) => {
    const rentals = await listRentals(db, userId(request));
    const next = await nextDueItems(db, rentals.map((r) => r.lifecycle_id));
    return { results: rentals.map((r) => toRentalDto(r, next.get(r.lifecycle_id))) };
  });
};
