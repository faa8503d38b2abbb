import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { createStorage } from '../../providers/storage.js';
import { uploadPutRoutes } from './upload-routes.js';

/** PUT /uploads/{file_id}: the signed upload address (downloads: GET /files/{file_id}, in files/). */
export const uploadRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const storage = createStorage(deps.config);
  // Its own plugin: the raw-body parser must not apply to any other route.
  await app.register(uploadPutRoutes(storage), deps);
};
