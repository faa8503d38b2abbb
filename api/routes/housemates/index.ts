import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import type { Executor } from '../../db/client.js';
import { roommateCompatibility } from '../../domain/roommates/compatibility.js';
import type { Voice } from '../../domain/roommates/explanations.js';
import { userId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { z } from 'zod';
import { IdPathParams, idListParam, MAX_PAGE_SIZE } from '../../http/collection-params.js';
import { answersOf } from '../me/applicant-profiles/applicant-profile-dto.js';
import { findApplicantProfile } from '../me/applicant-profiles/applicant-profiles-repository.js';
import { CompatibilitySchema, type CompatibilityDto } from './compatibility-schemas.js';
import { visibleBuildingIds } from '../buildings/buildings-repository.js';
import { findHousemates, findManagedLifecycle, findManagedLifecycles, isVisibleBuilding } from './housemates-repository.js';

const BatchQuery = z.object({ ids: idListParam(MAX_PAGE_SIZE) }).strict();

/** One person's answers against the current housemates of one home. */
async function compatibilityOf(ex: Executor, applicantId: number, buildingId: number, voice: Voice): Promise<CompatibilityDto> {
  const [profile, housemates] = await Promise.all([findApplicantProfile(ex, applicantId), findHousemates(ex, buildingId, applicantId)]);
  const empty = { score: null, housemate_count: housemates.profiles.length, explanations: [] };
  if (!profile) return { ...empty, reason: 'no_profile' };
  const result = roommateCompatibility(answersOf(profile), housemates.profiles.map(answersOf), voice);
  if (!result) return { ...empty, reason: 'no_housemates' };
  return { score: result.score, reason: null, housemate_count: result.housemate_count, explanations: result.explanations };
}

/**
 * Roommate compatibility (beyond the spec; docs/roommate-compatibility.md): how
 * an applicant's roommate answers fit the people already living in a home. Only
 * scores and sentences about answers leave the api, never who the housemates are.
 */
export const housemateRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['roommate compatibility'];

  app.get('/buildings/:id/compatibility', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: 'The caller\'s roommate compatibility with a home\'s current housemates',
      description: '200 with score null and reason no_profile / no_housemates when it cannot be computed; 404 for a home the caller cannot see.',
      params: IdPathParams, response: { 200: CompatibilitySchema },
    },
  }, async (request) => {
    const me = userId(request);
    if (!(await isVisibleBuilding(db, request.params.id, me))) throw notFound('home');
    return compatibilityOf(db, me, request.params.id, 'applicant');
  });

  app.get('/lifecycles/:id/compatibility', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'An applicant\'s roommate compatibility with the home they applied to, for its manager',
      description: 'Only the manager of the lifecycle\'s home; anyone else gets 404.',
      params: IdPathParams, response: { 200: CompatibilitySchema },
    },
  }, async (request) => {
    const lifecycle = await findManagedLifecycle(db, request.params.id, userId(request));
    if (!lifecycle) throw notFound('lifecycle');
    return compatibilityOf(db, lifecycle.tenant_user_id, lifecycle.building_id, 'manager');
  });

  // The batch forms: a page of homes or applicants is one call (the gateway's DataLoader).
  app.get('/buildings/compatibility', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: 'The caller\'s roommate compatibility with several homes at once (batch form of /buildings/{id}/compatibility)',
      description: 'One result per home of `ids` the caller may see, in id order; others are left out.',
      querystring: BatchQuery,
      response: { 200: z.object({ results: z.array(CompatibilitySchema.extend({ building_id: z.number().int() })) }) },
    },
  }, async (request) => {
    const me = userId(request);
    const homes = await visibleBuildingIds(db, request.query.ids, me);
    const results = [];
    for (const id of homes) results.push({ building_id: id, ...(await compatibilityOf(db, me, id, 'applicant')) });
    return { results };
  });

  app.get('/lifecycles/compatibility', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'Several applicants\' roommate compatibility at once, for their homes\' manager (batch form of /lifecycles/{id}/compatibility)',
      description: 'One result per lifecycle of `ids` on the caller\'s homes, in id order; others are left out.',
      querystring: BatchQuery,
      response: { 200: z.object({ results: z.array(CompatibilitySchema.extend({ lifecycle_id: z.number().int() })) }) },
    },
  }, async (request) => {
    const results = [];
    for (const l of await findManagedLifecycles(db, request.query.ids, userId(request))) {
      results.push({ lifecycle_id: l.id, ...(await compatibilityOf(db, l.tenant_user_id, l.building_id, 'manager')) });
    }
    return { results };
  });
};
