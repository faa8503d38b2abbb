import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { HttpError, notFound } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { requireOwnPhotos } from '../me/applicant-profiles/photo-files.js';
import { toTenantAnimalDto } from './tenant-animal-dto.js';
import {
  countTenantAnimalsLocked, deleteTenantAnimal, findOwnTenantAnimal, insertTenantAnimal, listTenantAnimals,
  markRentingWithAnimal, updateTenantAnimal,
} from './tenant-animals-repository.js';
import {
  MAX_TENANT_ANIMALS, TenantAnimalCreateBody, TenantAnimalPatchBody, TenantAnimalSchema, UserPathParams,
} from './tenant-animals-schemas.js';

/**
 * `{user}` must be the caller (their id, or `me`): anyone else's animals do not
 * exist as far as the caller can tell (404, never 403).
 */
function ownUserId(request: FastifyRequest, user: string): number {
  const me = userId(request);
  if (user !== 'me' && Number(user) !== me) throw notFound('user');
  return me;
}

/** Spec §7 "/me/{user}/tenant-animals and /tenant-animals/{id}": the animals a renter lives with. */
export const tenantAnimalRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
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

  app.patch('/tenant-animals/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Change one of the caller\'s animals', params: IdPathParams, body: TenantAnimalPatchBody, response: { 200: TenantAnimalSchema } },
  }, async (request) => {
    const me = userId(request);
    return db.transaction(async (tx) => {
      const animal = await findOwnTenantAnimal(tx, me, request.params.id);
      if (!animal) throw notFound('animal');
      if (request.body.photo_file_ids) await requireOwnPhotos(tx, me, request.body.photo_file_ids, 'animal_photo');
      return toTenantAnimalDto(deps.config, await updateTenantAnimal(tx, animal.id, request.body));
    });
  });

  app.delete('/tenant-animals/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Remove one of the caller\'s animals', params: IdPathParams, response: { 204: z.null().describe('No content') } },
  }, async (request, reply) => {
    const animal = await findOwnTenantAnimal(db, userId(request), request.params.id);
    if (!animal) throw notFound('animal');
    await deleteTenantAnimal(db, animal.id);
    return reply.status(204).send(null);
  });
};
