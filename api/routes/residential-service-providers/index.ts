import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { encodeCursor } from '../../http/cursor.js';
import { HttpError, forbidden } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { CursorParam, IdPathParams, LimitParam, pageOf, readCursor } from '../../http/collection-params.js';
import { viewerOf } from '../../http/viewer.js';
import { requireOwnUploads } from '../../uploads/uploads-repository.js';
import { inviteRoutes } from './invite-routes.js';
import { teamRoutes } from './team-routes.js';
import { providerDto, visibleProviderOr404 } from './provider-access.js';
import { z } from 'zod';
import { ProviderSchema, toProviderDto } from './provider-dto.js';
import { CreateProviderBody, PatchProviderBody, TAGS as tags } from './provider-schemas.js';
import {
  findProvider, insertProvider, listProviders, patchProvider, providerOfUser, refreshOnboarding, usersOfProviders,
} from './providers-repository.js';

const SCOPE = 'residential-service-providers';


/** Residential service providers: a vendor's company (docs/vendors.md). */
export const residentialServiceProviderRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/residential-service-providers', {
    config: { access: 'vendor' },
    schema: {
      tags, summary: 'Create your company', body: CreateProviderBody, response: { 201: ProviderSchema },
      description: 'Vendor role. You become its owner; a user belongs to one company (409 already_in_service_provider). '
        + 'service_categories: the spec\'s eight vendor service categories; regions: the city pages (tenant sales regions); '
        + 'business_hours per weekday in time_zone. Onboarding completes once categories, regions, hours, a current insurance certificate, a W-9 and a connected payout account '
        + 'are there (onboarding_steps_missing says what is left).',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'POST /residential-service-providers', async (tx) => {
      if (await providerOfUser(tx, viewer.userId)) {
        throw new HttpError(409, 'already_in_service_provider', 'You already belong to a service provider; change it with PATCH.');
      }
      const id = await insertProvider(tx, request.body, viewer.userId);
      await refreshOnboarding(tx, id);
      return { status: 201, body: await providerDto(tx, (await findProvider(tx, id))!, deps.config) };
    });
  });

  app.get('/residential-service-providers', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Service providers the caller may see', querystring: z.object({ limit: LimitParam, cursor: CursorParam }).strict(),
      response: { 200: pageOf(ProviderSchema) },
      description: 'Vendor role: your company (or none). Staff: all, newest first. Tenant and manager roles: 403.',
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    if (!viewer.isStaff && viewer.role !== 'vendor') throw forbidden('Switch to your vendor role to see your company.');
    const before = readCursor(request.query.cursor, SCOPE, 'int')?.id ?? null;
    const own = viewer.isStaff ? null : await providerOfUser(db, viewer.userId);
    const found = await listProviders(db, viewer.isStaff ? null : own ? [own.id] : [], before, request.query.limit + 1);
    const page = found.slice(0, request.query.limit);
    const users = await usersOfProviders(db, page.map((p) => p.id));
    const last = page.at(-1);
    return {
      results: page.map((p) => toProviderDto(deps.config, p, users.get(p.id) ?? [])),
      next_cursor: found.length > request.query.limit && last ? encodeCursor({ scope: SCOPE, key: last.id, id: last.id }) : null,
    };
  });

  app.get('/residential-service-providers/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One service provider', description: 'Its own people (vendor role) and staff; 404 for anyone else.', params: IdPathParams, response: { 200: ProviderSchema } },
  }, async (request) => {
    const { provider } = await visibleProviderOr404(db, viewerOf(request), request.params.id);
    return providerDto(db, provider, deps.config);
  });

  app.patch('/residential-service-providers/:id', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Change your company', params: IdPathParams, body: PatchProviderBody, response: { 200: ProviderSchema },
      description: 'Its owner (vendor role) or staff; a member: 403; anyone else: 404. Same fields and checks as POST, and '
        + 'photo_file_id: your own upload of purpose service_provider_photo (else 400 naming photo_file_id), null removes the photo.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'PATCH /residential-service-providers/:id', async (tx) => {
      const { provider, owner } = await visibleProviderOr404(tx, viewer, request.params.id);
      if (!owner) throw forbidden('Only the company\'s owner and Hearth staff may change it.');
      const photo = request.body.photo_file_id;
      if (photo) await requireOwnUploads(tx, viewer.userId, [photo], 'service_provider_photo', 'photo_file_id');
      await patchProvider(tx, provider.id, request.body);
      await refreshOnboarding(tx, provider.id);
      return { status: 200, body: await providerDto(tx, (await findProvider(tx, provider.id))!, deps.config) };
    });
  });

  await inviteRoutes(plain, deps);
  await teamRoutes(plain, deps);
};
