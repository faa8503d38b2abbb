import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { idempotent } from '../../../http/idempotency.js';
import { requireOwnPhotos } from '../applicant-profiles/photo-files.js';
import { toTenantAnimalDto } from '../../tenant-animals/tenant-animal-dto.js';
import {
  countTenantAnimalsLocked, insertTenantAnimal, listTenantAnimals, markRentingWithAnimal,
} from '../../tenant-animals/tenant-animals-repository.js';
import {
  MAX_TENANT_ANIMALS, TenantAnimalCreateBody, TenantAnimalSchema, UserPathParams,
} from '../../tenant-animals/tenant-animals-schemas.js';

/**
 * `{user}` must be the caller (their id, or `me`): anyone else's animals do not
 * exist as far as the caller can tell (404, never 403).
 */
function ownUserId(request: FastifyRequest, user: string): number {
  const me = userId(request);
  if (user !== 'me' && Number(user) !== me) throw notFound('user');
  return me;
}

/** Spec §7 "/me/{user}/tenant-animals": the animals a renter lives with (one animal: api/routes/tenant-animals/). */
export const myTenantAnimalRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['tenant animals'];

  app.get('/me/:user/tenant-animals', {
    config: { access: 'user' },
    schema: { tags, summary: 'The caller\'s animals, oldest first', params: UserPathParams, response: { 200: z.object({ results: z.array(TenantAnimalSchema) }) } },
  }, async (request) => {
    const me = ownUserId(request, request.params.user);
    return { results: (await listTenantAnimals(db, me)).map((row) => toTenantAnimalDto(deps.config, row)) };
  });

  app.post('/me/:user/tenant-animals', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Add an animal (also answers "renting with an animal" with yes)',
      description: `At most ${MAX_TENANT_ANIMALS} animals (422 too_many_animals). Takes Idempotency-Key.`,
      params: UserPathParams, body: TenantAnimalCreateBody, response: { 201: TenantAnimalSchema },
    },
  }, async (request, reply) => {
    const me = ownUserId(request, request.params.user);
    return idempotent(db, request, reply, 'POST /me/:user/tenant-animals', async (tx) => {
      if ((await countTenantAnimalsLocked(tx, me)) >= MAX_TENANT_ANIMALS) {
        throw new HttpError(422, 'too_many_animals', `You can list at most ${MAX_TENANT_ANIMALS} animals. Remove one first.`);
      }
      await requireOwnPhotos(tx, me, request.body.photo_file_ids, 'animal_photo');
      const row = await insertTenantAnimal(tx, me, request.body);
      await markRentingWithAnimal(tx, me);
      return { status: 201, body: toTenantAnimalDto(deps.config, row) };
    });
  });
};
