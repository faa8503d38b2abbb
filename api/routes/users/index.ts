import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { IdParam } from '../../http/fields.js';
import { IdVerification } from '../me/id-verification/id-verification-schemas.js';
import { latestIdVerification, toIdVerification } from '../me/id-verification/id-verification-repository.js';
import { setHasUsSsn } from '../me/screening/screening-repository.js';
import { screeningReportRoutes } from './buildings/screening-reports.js';
import { userSearchRoutes } from './user-search.js';
import { findUserFlags } from './users-repository.js';

const UserParams = z.object({ id: IdParam });

/** /users/{id}/...: calls about one user that only they (or staff) may make. Anyone else: 404. */
export const userRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/users/:id/set-has-ssn', {
    config: { access: 'user' },
    schema: {
      tags: ['screening'],
      summary: 'Say whether you have a US Social Security number',
      description: 'Only for yourself (another id: 404). has_ssn false: the US screening cannot run, and spec §4 rule 2 skips the '
        + 'screening step for an applicant known to lack a US SSN.',
      params: UserParams,
      body: z.object({ has_ssn: z.boolean() }).strict(),
      response: { 200: z.object({ user_id: z.number().int(), has_us_ssn: z.boolean(), needs_screening: z.boolean() }) },
    },
  }, async (request) => {
    if (request.params.id !== request.auth?.userId) throw notFound('user');
    await setHasUsSsn(db, request.params.id, request.body.has_ssn);
    const flags = await findUserFlags(db, request.params.id);
    return { user_id: request.params.id, has_us_ssn: flags.hasUsSsn!, needs_screening: flags.needsScreening };
  });

  app.get('/users/:id/fetch-id-verification', {
    config: { access: 'user' },
    schema: {
      tags: ['screening'],
      summary: 'The latest identity document a user submitted',
      description: 'For the user themself and staff; anyone else: 404.',
      params: UserParams,
      response: { 200: z.object({ user_id: z.number().int(), id_verification: IdVerification.nullable() }) },
    },
  }, async (request) => {
    const { id } = request.params;
    if (id !== request.auth?.userId && !request.auth?.isStaff) throw notFound('user');
    const row = await latestIdVerification(db, id);
    return { user_id: id, id_verification: row ? toIdVerification(deps.config, row) : null };
  });

  await app.register(screeningReportRoutes, deps);
  await app.register(userSearchRoutes, deps);
};
