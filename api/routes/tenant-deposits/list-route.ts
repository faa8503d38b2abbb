import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY_DEPOSIT_STATUSES } from '../../../common/money.js';
import { rows, sql } from '../../db/client.js';
import { IdParam } from '../../http/fields.js';
import type { AppDeps } from '../../deps.js';
import type { DepositRow } from '../../money/deposits.js';
import { depositViewerOf, depositVisible } from './deposit-access.js';
import { DepositSchema, toDepositDto } from './deposit-dto.js';

const ListQuery = z.object({
  lifecycle_id: IdParam.optional(),
  building_id: IdParam.optional(),
  status: z.enum(SECURITY_DEPOSIT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
}).strict();

/**
 * GET /tenant-deposits: how a client finds a deposit's id (a manager's list of
 * returns to make, a tenant's deposit for a lease). Same visibility as the single read.
 */
export const depositListRoute: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/tenant-deposits', {
    config: { access: 'user' },
    schema: {
      tags: ['deposits'], summary: 'Deposits the caller may see, newest first', querystring: ListQuery,
      response: { 200: z.object({ results: z.array(DepositSchema) }) },
      description: 'Tenant role: own; manager role: homes owned or co-managed with deposit_returns; staff: all; vendor 403. '
        + 'Filters lifecycle_id, building_id, status; limit 1–100 (default 50).',
    },
  }, async (request) => {
    const viewer = depositViewerOf(request);
    const q = request.query;
    const filters = [
      q.lifecycle_id ? sql`AND d.lifecycle_id = ${q.lifecycle_id}` : sql``,
      q.building_id ? sql`AND d.building_id = ${q.building_id}` : sql``,
      q.status ? sql`AND d.status = ${q.status}` : sql``,
    ];
    return deps.database.db.transaction(async (tx) => {
      const found = await rows<DepositRow>(tx, sql`
        SELECT d.id, d.lifecycle_id, d.tenant_user_id, d.building_id, d.amount_cents::int AS amount_cents, d.status, d.held_by_deposit_id,
          d.invoice_id, d.returned_amount_cents::int AS returned_amount_cents,
          to_char(d.return_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS return_created_at,
          to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
        FROM tenant_deposits d WHERE ${depositVisible(viewer)} ${sql.join(filters, sql` `)}
        ORDER BY d.id DESC LIMIT ${q.limit}`);
      return { results: await Promise.all(found.map((d) => toDepositDto(tx, d))) };
    });
  });
};
