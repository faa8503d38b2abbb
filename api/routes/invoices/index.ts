import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { IdPathParams, pageById, pageOf, readCursor } from '../../http/collection-params.js';
import { InvoiceSchema } from './invoice-dto.js';
import { invoiceReaderOf, visibleInvoice } from './invoice-access.js';
import { INVOICES_CURSOR_SCOPE, InvoicesQuery } from './invoices-query.js';
import { listInvoices } from './invoices-repository.js';
import { manageRoutes } from './manage-routes.js';
import { payRoutes } from './pay-routes.js';

const SCOPE = INVOICES_CURSOR_SCOPE;

/** Invoices (docs/money.md "REST (v20)"): reads here (the tenant's own: GET /tenant-invoices); paying in pay-routes.ts, staff/manager actions in manage-routes.ts. */
export const invoiceRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['invoices'];

  app.get('/invoices', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Invoices the caller may see, newest first',
      description: 'Tenant role: your own. Manager role: invoices of homes you own or co-manage with the payments area. '
        + 'Staff: all. Vendor role: 403. `ids=1,2` batch-reads (ids you may not see are left out).',
      querystring: InvoicesQuery, response: { 200: pageOf(InvoiceSchema) },
    },
  }, async (request) => {
    const { status, ids, limit, cursor } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const found = await listInvoices(db, invoiceReaderOf(request), { status, ids }, before, limit + 1);
    return pageById(found, limit, SCOPE);
  });

  app.get('/invoices/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One invoice with its status history', params: IdPathParams, response: { 200: InvoiceSchema } },
  }, async (request) => visibleInvoice(db, request, request.params.id));

  await app.register(payRoutes, deps);
  await app.register(manageRoutes, deps);
};
