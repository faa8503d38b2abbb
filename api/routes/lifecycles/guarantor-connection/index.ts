import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { notFound } from '../../../http/errors.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { relationshipOf, toConnectionDto } from '../../guarantor-connections/guarantor-connection-dto.js';
import { GuarantorConnectionSchema } from '../../guarantor-connections/guarantor-connection-schemas.js';
import { findLifecycleConnection } from '../../guarantor-connections/guarantor-connections-repository.js';

/** A lifecycle's guarantor connection (spec §7; api/routes/guarantor-connections/README.md). */
export const lifecycleGuarantorConnectionRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/lifecycles/:id/guarantor-connection', {
    config: { access: 'user' },
    schema: {
      tags: ['guarantors'], summary: 'The guarantor connection of an application (spec §7)',
      description: 'For the tenant of the lifecycle (the newest accepted connection, else the newest invite) or its '
        + 'accepted guarantor (their own). 404 for anyone else, and when there is none.',
      params: IdPathParams, response: { 200: GuarantorConnectionSchema },
    },
  }, async (request) => {
    const me = userId(request);
    const row = await findLifecycleConnection(db, request.params.id, me);
    if (!row) throw notFound('guarantor connection');
    return toConnectionDto(row, relationshipOf(row, me)!);
  });
};
