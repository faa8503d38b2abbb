import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { IdPathParams } from '../../../http/collection-params.js';
import type { Executor } from '../../../db/client.js';
import { InternalSupportCategorySchema, toInternalSupportCategoryDto } from '../../support-categories/support-category-dto.js';
import {
  findSupportCategory, insertSupportCategory, listSupportCategories, nameTaken, patchSupportCategory,
} from '../../support-categories/support-categories-repository.js';

const Fields = {
  name: z.string({ error: 'Give the category a name.' }).trim().min(1, { error: 'Give the category a name.' }).max(80, { error: 'Use at most 80 characters.' }),
  description: z.string({ error: 'Use text.' }).trim().max(500, { error: 'Use at most 500 characters.' }),
  is_active: z.boolean({ error: 'Use true or false.' }),
  sort_order: z.number({ error: 'Use a whole number.' }).int({ error: 'Use a whole number.' }).min(-1_000_000, { error: 'Use a smaller number.' }).max(1_000_000, { error: 'Use a smaller number.' }),
};
const CreateBody = z.object({ name: Fields.name, description: Fields.description.optional(), is_active: Fields.is_active.optional(), sort_order: Fields.sort_order.optional() }).strict();
const PatchBody = z.object({ name: Fields.name.optional(), description: Fields.description.optional(), is_active: Fields.is_active.optional(), sort_order: Fields.sort_order.optional() }).strict();

async function requireFreeName(ex: Executor, name: string | undefined, exceptId: number | null): Promise<void> {
  if (name !== undefined && await nameTaken(ex, name, exceptId)) {
    throw new HttpError(409, 'support_category_name_taken', 'Another category has this name.', { name: 'Another category has this name.' });
  }
}

/**
 * Staff keep the support categories. Retiring one (is_active false) hides it from
 * new tickets but keeps it on old ones, so categories are never deleted.
 */
export const internalSupportCategoryRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['internal'];

  app.get('/internal/support-categories', {
    config: { access: 'staff' },
    schema: { tags, summary: 'Every support category, retired ones too (staff)', response: { 200: z.object({ results: z.array(InternalSupportCategorySchema) }) } },
  }, async () => ({ results: (await listSupportCategories(db, false)).map(toInternalSupportCategoryDto) }));

  app.post('/internal/support-categories', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Add a support category (staff)', body: CreateBody, response: { 201: InternalSupportCategorySchema },
      description: 'Names are unique ignoring case (409 support_category_name_taken on `name`).',
    },
  }, async (request, reply) => {
    const created = await db.transaction(async (tx) => {
      await requireFreeName(tx, request.body.name, null);
      return findSupportCategory(tx, await insertSupportCategory(tx, request.body));
    });
    return reply.status(201).send(toInternalSupportCategoryDto(created!));
  });

  app.patch('/internal/support-categories/:id', {
    config: { access: 'staff' },
    schema: { tags, summary: 'Change or retire a support category (staff)', params: IdPathParams, body: PatchBody, response: { 200: InternalSupportCategorySchema } },
  }, async (request) => {
    const changed = await db.transaction(async (tx) => {
      if (!(await findSupportCategory(tx, request.params.id))) throw notFound('support category');
      await requireFreeName(tx, request.body.name, request.params.id);
      await patchSupportCategory(tx, request.params.id, request.body);
      return findSupportCategory(tx, request.params.id);
    });
    return toInternalSupportCategoryDto(changed!);
  });
};
