import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { forbidden } from '../../../http/errors.js';
import { markPurchaseCompleted } from '../../lifecycles/renters-insurance-policy/renters-insurance-repository.js';

const Response = z.object({ renters_insurance_purchase_completed_at: z.iso.datetime() });

/**
 * Spec §7 POST /me/renters-insurance-purchase-completed: the tenant says they have renters
 * insurance (bought through Hearth, which sets it too, or elsewhere). The first time is kept.
 */
export const rentersInsurancePurchaseCompletedRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post('/me/renters-insurance-purchase-completed', {
    config: { access: 'user' },
    schema: {
      tags: ['renters insurance'], summary: 'Record that you have bought renters insurance',
      description: 'Tenant role (else 403). Sets the profile\'s renters_insurance_purchase_completed_at once and answers it; '
        + 'calling again keeps the first time. Refused while impersonating (401 forbidden_as_impersonate_user).',
      body: z.object({}).strict().nullish(), response: { 200: Response },
    },
  }, async (request) => {
    if (request.auth?.role !== 'tenant') throw forbidden('Switch to your tenant role to record renters insurance.');
    const at = await deps.database.db.transaction((tx) => markPurchaseCompleted(tx, userId(request)));
    return { renters_insurance_purchase_completed_at: at.toISOString() };
  });
};
