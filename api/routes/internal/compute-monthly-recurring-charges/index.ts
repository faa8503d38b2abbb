import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { isCalendarDate } from '../../../http/fields.js';
import { computeMonthlyRecurringCharges } from '../../../jobs/monthly-charges.js';

const ComputeBody = z.object({
  as_of: z.string().refine(isCalendarDate, { error: 'Use a date, YYYY-MM-DD.' }).optional(),
}).strict().default({});

/** Staff run the money job now (docs/money.md REST table, /internal rows). */
export const computeMonthlyChargesRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const tags = ['internal'];

  app.post('/internal/compute-monthly-recurring-charges', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Run the money job now (staff)', body: ComputeBody,
      description: 'Rent invoices, late fees, due automatic attempts, payouts, idempotency key purge; idempotent. `as_of` stands for today.',
      response: { 200: z.object({ invoices_created: z.number(), late_fees: z.number(), attempts: z.number(), payouts: z.number(), idempotency_keys_purged: z.number() }) },
    },
  }, async (request) => computeMonthlyRecurringCharges(deps, { asOf: request.body?.as_of, triggerSource: 'HTTP' }));
};
