import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../../common/money.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { CursorParam, IdPathParams, LimitParam, idListParam, pageById, pageOf, readCursor } from '../../http/collection-params.js';
import { InvoiceSchema } from './invoice-dto.js';
import { invoiceReaderOf, visibleInvoice } from './invoice-access.js';
import { listInvoices } from './invoices-repository.js';
import { manageRoutes } from './manage-routes.js';
import { payRoutes } from './pay-routes.js';

const SCOPE = 'invoices';

export const InvoicesQuery = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  ids: idListParam(100).optional(),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

/** Invoices (docs/money.md "REST (v20)"): reads here; paying in pay-routes.ts, staff/manager actions in manage-routes.ts. */
export const invoiceRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
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
