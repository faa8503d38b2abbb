import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createListingPhotos, parsePhotoName } from '../../providers/photos/index.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { createStorage } from '../../providers/storage.js';
import { downloadRoutes } from './download-routes.js';
import { photoIsInUse } from './photos-repository.js';

/** Spec §9: uploaded files are cached for 31536000 s; a generated photo never changes under its name. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Listing photos, drawn on request from their name (see api/providers/photos), and uploaded files (download-routes.ts). */
export const fileRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const photos = createListingPhotos();
  app.get('/files/photos/:name', {
    config: { access: 'public' },
    schema: {
      tags: ['files'], summary: 'A listing photo (SVG), e.g. building-12-1.svg or bedroom-44-2.svg',
      params: z.object({ name: z.string().max(64) }),
    },
  }, async (request, reply) => {
    const photo = parsePhotoName(request.params.name);
    if (!photo || !(await photoIsInUse(deps.database.db, photo))) throw notFound('photo');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      // An SVG opened on its own runs as a page; ours have no script, and this keeps it so.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(photos.render(photo));
  });
  await plain.register(downloadRoutes(createStorage(deps.config)), deps);
};
