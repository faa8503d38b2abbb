import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { IdPathParams, idListParam, MAX_IDS_PER_BATCH } from '../../http/collection-params.js';
import { applicantProfilePhotoUrls } from '../me/applicant-profiles/profile-facts.js';
import { managedApplicant, managedApplicants } from './applicant-repository.js';

/**
 * Lifecycles per batch read: every application of a page of homes (the gateway's tenants
 * list asks for a page of up to 100 homes at once, and those hold more than 100 applications).
 */
const MAX_APPLICANTS_PER_BATCH = MAX_IDS_PER_BATCH;

const NO_APPLICANT_NAME = 'Applicant without a name yet';

const ApplicantSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string().describe(`The name to show: first and last name, or "${NO_APPLICANT_NAME}" while the applicant gave none.`),
  occupation: z.string().nullable(),
  interests: z.array(z.string()),
  photo_urls: z.array(z.string()).describe('Roommate profile photos, signed download paths.'),
});

/**
 * Who applied, as the home's manager may see them: name, occupation, interests and
 * profile photos, never contact details or anything from screening (that is
 * /users/{id}/buildings/{id}/screening-reports).
 */
export const lifecycleApplicantRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/lifecycles/:id/applicant', {
    config: { access: 'manager' },
    schema: {
      tags: ['lifecycle actions'], summary: 'The applicant of a lifecycle on one of your homes',
      params: IdPathParams, response: { 200: ApplicantSchema },
    },
  }, async (request) => {
    const db = deps.database.db;
    const found = await managedApplicant(db, request.params.id, userId(request), NO_APPLICANT_NAME);
    if (!found) throw notFound('lifecycle');
    return { ...found, photo_urls: await applicantProfilePhotoUrls(db, found.user_id, deps.config) };
  });

  app.get('/lifecycles/applicants', {
    config: { access: 'manager' },
    schema: {
      tags: ['lifecycle actions'], summary: 'The applicants of several lifecycles on your homes, in one call',
      description: 'The batch form of /lifecycles/{id}/applicant for a list screen: `ids` names up to '
        + `${MAX_APPLICANTS_PER_BATCH} lifecycles; those not on a home you manage are left out (as the single read answers 404).`,
      querystring: z.object({ ids: idListParam(MAX_APPLICANTS_PER_BATCH) }).strict(),
      response: { 200: z.object({ results: z.array(ApplicantSchema.extend({ lifecycle_id: z.number().int() })) }) },
    },
  }, async (request) => {
    const db = deps.database.db;
    const found = await managedApplicants(db, request.query.ids, userId(request), NO_APPLICANT_NAME);
    const results = [];
    for (const applicant of found) {
      results.push({ ...applicant, photo_urls: await applicantProfilePhotoUrls(db, applicant.user_id, deps.config) });
    }
    return { results };
  });
};
