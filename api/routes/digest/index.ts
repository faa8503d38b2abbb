import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { DigestSchema } from '../../digests/digest-schemas.js';
import { findDigest } from '../../digests/digests-repository.js';
import { userId } from '../../http/access.js';
import { IdPathParams } from '../../http/collection-params.js';
import { notFound } from '../../http/errors.js';

/** GET /digest/{id} (spec §7, docs/digests.md): its user and staff read it; anyone else gets 404, as for a digest that does not exist. */
export const digestRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/digest/:id', {
    config: { access: 'user' },
    schema: { tags: ['digests'], summary: 'A digest of what happened on your homes or applications', params: IdPathParams, response: { 200: DigestSchema } },
  }, async (request) => {
    const digest = await findDigest(db, request.params.id);
    if (!digest || (digest.user_id !== userId(request) && !request.auth?.isStaff)) throw notFound('digest');
    return digest;
  });
};
