import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../../../common/money.js';
import type { AppDeps } from '../../../deps.js';
import { CursorParam, LimitParam, pageById, pageOf, readCursor } from '../../../http/collection-params.js';
import { IdParam } from '../../../http/fields.js';
import { InvoiceSchema } from '../../invoices/invoice-dto.js';
import { listInvoices } from '../../invoices/invoices-repository.js';

const SCOPE = 'internal-invoices';

const Query = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  tenant_user_id: IdParam.optional(),
  building_id: IdParam.optional(),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

/** GET /internal/invoices: every invoice, for support staff. */
export const internalInvoiceRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/internal/invoices', {
    config: { access: 'staff' },
    schema: {
      tags: ['internal'], summary: 'All invoices, newest first (staff)', querystring: Query, response: { 200: pageOf(InvoiceSchema) },
    },
  }, async (request) => {
    const { status, tenant_user_id: tenantUserId, building_id: buildingId, limit, cursor } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const found = await listInvoices(deps.database.db, { staff: true }, { status, tenantUserId, buildingId }, before, limit + 1);
    return pageById(found, limit, SCOPE);
  });
};
