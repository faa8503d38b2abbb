import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TENANT_FEE_CHARGE_TYPES } from '../../../../common/money.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { HttpError } from '../../../http/errors.js';
import { idempotent } from '../../../http/idempotency.js';
import { createInvoice } from '../../../money/invoices.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { feeLedgerItem, TenantFeeSchema } from './fee-dto.js';
import { listFees, paymentsLifecycle } from './tenant-fees-repository.js';

const tags = ['tenant fees'];

const ChargeBody = z.object({
  charge_type: z.enum(TENANT_FEE_CHARGE_TYPES),
  amount_cents: z.number().int().min(1).max(500_000),
  description: z.string().trim().min(1).max(300),
}).strict();

/** One invoice per charge request: keyed by the Idempotency-Key when there is one, so even a lost key record cannot bill twice. */
function feeSourceKey(request: FastifyRequest, lifecycleId: number, managerId: number): string {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  return `fee:${lifecycleId}:${managerId}:${key ?? randomUUID()}`.slice(0, 250);
}

const today = () => new Date().toISOString().slice(0, 10);

/** Fees a manager charges a tenant from a lifecycle (docs/money.md; decisions in api/routes/tenant-deposits/README.md). */
export const tenantFeeRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/lifecycles/:id/tenant-fees', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'Fees charged to the tenant of a lifecycle so far, newest first', params: IdPathParams,
      response: { 200: z.object({ results: z.array(TenantFeeSchema) }) },
      description: 'Manager of the home (owner, or co-manager with payments); else 404. Invoices of the TENANT_FEE_CHARGE_TYPES, any status.',
    },
  }, async (request) => {
    const lifecycle = await paymentsLifecycle(db, userId(request), request.params.id);
    return { results: await listFees(db, lifecycle.id) };
  });

  app.post('/lifecycles/:id/tenant-fees/charge', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'Charge the tenant a fee (an invoice)', params: IdPathParams, body: ChargeBody, response: { 201: TenantFeeSchema },
      description: 'Manager of the home with payments (else 404). Idempotency-Key. amount_cents 1–500000. The lease must be signed '
        + '(422 lifecycle_not_leased). Creates the invoice, charges the tenant account and notifies the tenant (invoice.created).',
    },
  }, async (request, reply) => {
    const managerId = userId(request);
    return idempotent(db, request, reply, 'POST /lifecycles/:id/tenant-fees/charge', async (tx) => {
      const lifecycle = await paymentsLifecycle(tx, managerId, request.params.id);
      if (!lifecycle.leased) throw new HttpError(422, 'lifecycle_not_leased', 'Fees can be charged once the tenant has signed the lease.');
      const { charge_type: chargeType, amount_cents: amountCents, description } = request.body;
      const invoice = await createInvoice(tx, {
        tenantUserId: lifecycle.tenant_user_id, lifecycleId: lifecycle.id, buildingId: lifecycle.building_id,
        chargeType, ledgerItemType: feeLedgerItem(chargeType), description, amountCents,
        periodMonth: `${today().slice(0, 7)}-01`, dueDate: today(),
        // The tenant pays a fee by hand; autopay is for rent and the deposit.
        nextAttemptAt: null,
        sourceKey: feeSourceKey(request, lifecycle.id, managerId), actor: { role: 'manager', userId: managerId },
      });
      if (!invoice) throw new HttpError(409, 'fee_already_charged', 'This fee was already charged.');
      const [fee] = await listFees(tx, lifecycle.id, invoice.id);
      return { status: 201, body: fee! };
    });
  });
};
