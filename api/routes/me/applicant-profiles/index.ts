import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { notFound } from '../../../http/errors.js';
import { idempotent } from '../../../http/idempotency.js';
import { toApplicantProfileDto } from './applicant-profile-dto.js';
import { ApplicantProfileBody, ApplicantProfileSchema } from './applicant-profile-schemas.js';
import { findApplicantProfile, saveApplicantProfile } from './applicant-profiles-repository.js';
import { requireOwnPhotos } from './photo-files.js';

/** Spec §7 POST /me/applicant-profiles (and GET): the roommate profile of /create-profile. */
export const applicantProfileRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['profile'];

  app.get('/me/applicant-profiles', {
    config: { access: 'user' },
    schema: { tags, summary: 'The caller\'s applicant profile (404 until they create one)', response: { 200: ApplicantProfileSchema } },
  }, async (request) => {
    const row = await findApplicantProfile(db, userId(request));
    if (!row) throw notFound('applicant profile');
    return toApplicantProfileDto(deps.config, row);
  });

  app.post('/me/applicant-profiles', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Create or replace the caller\'s applicant profile',
      description: 'Also sets occupation, interests and the roommate relationship preference of GET /me/ (spec §5 "profile complete"); its photos become GET /me/ applicant_profile_photo_urls. 201 when created, 200 when replaced. Takes Idempotency-Key.',
      body: ApplicantProfileBody, response: { 200: ApplicantProfileSchema, 201: ApplicantProfileSchema },
    },
  }, async (request, reply) => {
    const me = userId(request);
    return idempotent(db, request, reply, 'POST /me/applicant-profiles', async (tx) => {
      await requireOwnPhotos(tx, me, request.body.photo_file_ids, 'applicant_profile_photo');
      const created = await saveApplicantProfile(tx, me, request.body);
      const row = await findApplicantProfile(tx, me);
      return { status: created ? 201 : 200, body: toApplicantProfileDto(deps.config, row!) };
    });
  });
};
