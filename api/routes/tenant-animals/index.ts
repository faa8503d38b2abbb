import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { IdPathParams } from '../../http/collection-params.js';
import { requireOwnPhotos } from '../me/applicant-profiles/photo-files.js';
import { toTenantAnimalDto } from './tenant-animal-dto.js';
import { deleteTenantAnimal, findOwnTenantAnimal, updateTenantAnimal } from './tenant-animals-repository.js';
import { TenantAnimalPatchBody, TenantAnimalSchema } from './tenant-animals-schemas.js';

/** Spec §7 "/tenant-animals/{id}": one of the animals a renter lives with (the list: api/routes/me/tenant-animals/). */
export const tenantAnimalRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['tenant animals'];

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
