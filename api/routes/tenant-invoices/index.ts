import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { pageById, pageOf, readCursor } from '../../http/collection-params.js';
import { InvoiceSchema } from '../invoices/invoice-dto.js';
import { INVOICES_CURSOR_SCOPE, InvoicesQuery } from '../invoices/invoices-query.js';
import { listInvoices } from '../invoices/invoices-repository.js';

const SCOPE = INVOICES_CURSOR_SCOPE;

/** GET /tenant-invoices: the tenant's own invoices (docs/money.md "REST (v20)"; the rest of invoices under invoices/). */
export const tenantInvoiceRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['invoices'];

  app.get('/tenant-invoices', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: 'Your invoices (tenant role), newest first', querystring: InvoicesQuery, response: { 200: pageOf(InvoiceSchema) },
    },
  }, async (request) => {
    const { status, ids, limit, cursor } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const found = await listInvoices(db, { tenantUserId: userId(request) }, { status, ids }, before, limit + 1);
    return pageById(found, limit, SCOPE);
  });
};
