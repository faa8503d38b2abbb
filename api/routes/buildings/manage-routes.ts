import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodeCursor } from '../../http/cursor.js';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { HttpError, invalidInput, notFound } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { toBuildingDto } from './building-dto.js';
import { BuildingSchema } from './building-schemas.js';
import { BuildingCreateBody, BuildingPatchBody, BuildingPhotosBody, ListingBehaviorBody, MAX_BUILDING_PHOTOS } from './building-write-schemas.js';
import {
  buildingConfigurationErrors, buildingPhotoUrls, insertBuilding, lockOwnBuilding, refreshRecommendedScore, setListed, updateBuilding,
} from './building-management-repository.js';
import { buildingPhotoFileId, buildingPhotoPath } from '../../uploads/file-links.js';
import { requireOwnUploads, UUID } from '../../uploads/uploads-repository.js';
import { findVisibleBuilding } from './buildings-repository.js';
import { CursorParam, IdPathParams, LimitParam, readCursor } from '../../http/collection-params.js';
import { listPropertyLog, logChange } from './property-log-repository.js';

const ConfigurationErrorSchema = z.object({ code: z.string(), message: z.string() });
const ConfigurationErrorsSchema = z.object({ building_id: z.number().int(), is_listable: z.boolean(), errors: z.array(ConfigurationErrorSchema) });
const PropertyLogSchema = z.object({
  results: z.array(z.object({
    id: z.number().int(), building_id: z.number().int(), actor_user_id: z.number().int().nullable(), actor_name: z.string().nullable(),
    action: z.string(), summary: z.string(), changes: z.record(z.string(), z.unknown()), created_at: z.string(),
  })),
  next_cursor: z.string().nullable(),
});
const LOG_SCOPE = 'property-log';

/** A manager creates and edits their own homes, and lists them once nothing stops it. */
export const buildingManageRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['building management'];
  const readBack = async (tx: Executor, id: number, manager: number) => toBuildingDto((await findVisibleBuilding(tx, id, manager))!, manager);

  app.post('/buildings', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Put a new home on Hearth (unlisted until listed)', body: BuildingCreateBody, response: { 201: BuildingSchema } },
  }, async (request, reply) => {
    const manager = userId(request);
    return idempotent(db, request, reply, 'POST /buildings', async (tx) => {
      const id = await insertBuilding(tx, manager, request.body);
      await refreshRecommendedScore(tx, id);
      await logChange(tx, id, manager, 'building_created', `Created the home "${request.body.title}"`);
      return { status: 201, body: await readBack(tx, id, manager) };
    });
  });

  app.patch('/buildings/:id', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Change fields of one of the caller\'s homes (only the fields sent)', params: IdPathParams, body: BuildingPatchBody, response: { 200: BuildingSchema } },
  }, async (request) => {
    const manager = userId(request);
    return db.transaction(async (tx) => {
      const home = await lockOwnBuilding(tx, manager, request.params.id);
      if (request.body.photo_urls) {
        // Uploaded photos may be reordered or dropped here; new ones come in by POST /buildings/{id}/photos.
        const attached = new Set(await buildingPhotoUrls(tx, home.id));
        const foreign = request.body.photo_urls.findIndex((url) => (buildingPhotoFileId(url)
          ? !attached.has(url) : !url.startsWith(`/v20/files/photos/building-${home.id}-`)));
        if (foreign >= 0) throw invalidInput({ [`photo_urls.${foreign}`]: 'Use one of this home\'s own photos.' });
      }
      await updateBuilding(tx, home.id, request.body);
      await refreshRecommendedScore(tx, home.id);
      await logChange(tx, home.id, manager, 'building_updated', `Changed ${Object.keys(request.body).join(', ')}`, request.body);
      // A listed home that an edit broke (e.g. its photos removed) stays listed; the
      // manager sees the configuration errors and tenants keep their applications.
      return readBack(tx, home.id, manager);
    });
  });

  app.post('/buildings/:id/photos', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'Add uploaded photos to one of the caller\'s homes (after the ones it has, in the order sent)',
      description: 'file_ids are the caller\'s own uploads of purpose building_photo (POST /signed-urls, then PUT). Each is '
        + 'shown at /v20/files/public/building-photos/{file_id} in photo_urls, readable by anyone. Another user\'s file, '
        + 'another purpose or an upload that never arrived → 400 naming file_ids(.N); more than 20 photos in all → 400 photo_urls. '
        + 'A photo the home already shows is not added twice.',
      params: IdPathParams, body: BuildingPhotosBody, response: { 200: BuildingSchema },
    },
  }, async (request) => {
    const manager = userId(request);
    return db.transaction(async (tx) => {
      const home = await lockOwnBuilding(tx, manager, request.params.id);
      const files = await requireOwnUploads(tx, manager, request.body.file_ids, 'building_photo', 'file_ids');
      const current = await buildingPhotoUrls(tx, home.id);
      const added = [...new Set(files.map((f) => buildingPhotoPath(f.id)))].filter((url) => !current.includes(url));
      const photos = [...current, ...added];
      if (photos.length > MAX_BUILDING_PHOTOS) {
        throw invalidInput({ photo_urls: `A home has at most ${MAX_BUILDING_PHOTOS} photos: remove some before adding more.` });
      }
      await updateBuilding(tx, home.id, { photo_urls: photos });
      await refreshRecommendedScore(tx, home.id);
      await logChange(tx, home.id, manager, 'photos_added', `Added ${added.length} photo${added.length === 1 ? '' : 's'}`, { photo_urls: added });
      return readBack(tx, home.id, manager);
    });
  });

  app.delete('/buildings/:id/photos/:file_id', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'Remove an uploaded photo from one of the caller\'s homes',
      description: 'The photo\'s public address answers 404 from then on (browsers may still hold a cached copy). '
        + 'A file that is not one of this home\'s photos → 404.',
      params: IdPathParams.extend({ file_id: z.string().max(64) }), response: { 200: BuildingSchema },
    },
  }, async (request) => {
    const manager = userId(request);
    return db.transaction(async (tx) => {
      const home = await lockOwnBuilding(tx, manager, request.params.id);
      const fileId = request.params.file_id.toLowerCase();
      const url = buildingPhotoPath(fileId);
      const current = await buildingPhotoUrls(tx, home.id);
      if (!UUID.test(fileId) || !current.includes(url)) throw notFound('photo');
      await updateBuilding(tx, home.id, { photo_urls: current.filter((u) => u !== url) });
      await refreshRecommendedScore(tx, home.id);
      await logChange(tx, home.id, manager, 'photo_removed', 'Removed a photo', { photo_urls: [url] });
      return readBack(tx, home.id, manager);
    });
  });

  app.post('/buildings/:id/listing-page-behavior', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'List or unlist a home', params: IdPathParams, body: ListingBehaviorBody, response: { 200: BuildingSchema },
      description: 'Listing a home with configuration errors → 422 home_not_listable, the errors in words in `errors`.',
    },
  }, async (request) => {
    const manager = userId(request);
    return db.transaction(async (tx) => {
      const home = await lockOwnBuilding(tx, manager, request.params.id);
      if (request.body.listed) {
        const errors = await buildingConfigurationErrors(tx, home.id);
        if (errors.length > 0) throw new NotListable(errors);
      }
      await setListed(tx, home.id, request.body.listed);
      await logChange(tx, home.id, manager, request.body.listed ? 'listed' : 'unlisted', request.body.listed ? 'Listed the home' : 'Unlisted the home');
      return readBack(tx, home.id, manager);
    });
  });

  app.get('/buildings/:id/configuration-errors', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Everything that stops the home from being listed, in words', params: IdPathParams, response: { 200: ConfigurationErrorsSchema } },
  }, async (request) => {
    const home = await lockOwnBuildingRead(db, userId(request), request.params.id);
    const errors = await buildingConfigurationErrors(db, home);
    return { building_id: home, is_listable: errors.length === 0, errors };
  });

  app.get('/buildings/:id/property-log', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'Who changed what on the home, and when (newest first)', params: IdPathParams,
      querystring: z.object({ limit: LimitParam, cursor: CursorParam }).strict(), response: { 200: PropertyLogSchema },
    },
  }, async (request) => {
    const home = await lockOwnBuildingRead(db, userId(request), request.params.id);
    const before = readCursor(request.query.cursor, LOG_SCOPE, 'int')?.id ?? null;
    const found = await listPropertyLog(db, home, before, request.query.limit + 1);
    const page = found.slice(0, request.query.limit);
    const last = page[page.length - 1];
    return { results: page, next_cursor: found.length > page.length ? encodeCursor({ scope: LOG_SCOPE, key: last.id, id: last.id }) : null };
  });
};

/** 422 home_not_listable, with the configuration errors a manager must fix. */
export class NotListable extends HttpError {
  constructor(readonly errors: { code: string; message: string }[]) {
    super(422, 'home_not_listable', `This home cannot be listed yet: ${errors.map((e) => e.message).join(' ')}`,
      Object.fromEntries(errors.map((e) => [e.code, e.message])));
  }
}

/** Read-only ownership check (no lock outside a transaction). */
async function lockOwnBuildingRead(db: AppDeps['database']['db'], manager: number, id: number): Promise<number> {
  const found = await findVisibleBuilding(db, id, manager);
  if (!found || found.manager_user_id !== manager) throw notFound('home');
  return found.id;
}
