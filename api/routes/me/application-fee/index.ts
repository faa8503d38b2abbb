import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICATION_FEE_CENTS } from '../../../../common/application-fee.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { idempotent } from '../../../http/idempotency.js';
import { cardBrand, paymentsProvider, passesLuhn } from '../../../providers/payments.js';
import { applicationErrors, violates } from '../../applications/application-errors.js';
import { IdParam } from '../../../http/fields.js';
import { toLifecycleDto } from '../../lifecycles/lifecycle-dto.js';
import { findOwnLifecycle } from '../../lifecycles/lifecycles-repository.js';
import { billPaidApplicationFee } from '../../../money/application-fee.js';
import { settleRenterConfirmation } from '../../../applications/renter-confirmation.js';
import { recordFeePayment } from './application-fee-repository.js';

const PayBody = z.object({
  lifecycle_id: IdParam,
  card_number: z.string({ error: 'Enter your card number.' })
    .transform((text) => text.replace(/[\s-]/g, ''))
    .refine(passesLuhn, { error: 'This card number is not valid. Check the digits.' }),
  exp_month: z.number({ error: 'Enter the expiry month (1-12).' }).int().min(1, { error: 'Enter the expiry month (1-12).' })
    .max(12, { error: 'Enter the expiry month (1-12).' }),
  exp_year: z.number({ error: 'Enter the four-digit expiry year.' }).int().min(2000, { error: 'Enter the four-digit expiry year.' })
    .max(2100, { error: 'Enter the four-digit expiry year.' }),
  cvc: z.string({ error: 'Enter the 3 or 4 digit security code.' }).regex(/^\d{3,4}$/, { error: 'Enter the 3 or 4 digit security code.' }),
}).strict();
type PayBody = z.infer<typeof PayBody>;

const FeePaymentSchema = z.object({
  id: z.number().int(),
  lifecycle_id: z.number().int(),
  amount_cents: z.number().int(),
  card_brand: z.string(),
  card_last4: z.string(),
  paid_at: z.iso.datetime(),
});

const alreadyPaid = () => new HttpError(409, 'application_fee_already_paid', 'The application fee for this application is already paid.');

/**
 * The card must not reach the idempotency record, even hashed (a card number has
 * too few unknown digits for a plain hash to hide it): the request is compared by
 * what identifies the payment instead.
 */
function takeCard(request: FastifyRequest<{ Body: PayBody }>) {
  const { card_number, exp_month, exp_year, cvc, lifecycle_id } = request.body;
  request.body = { lifecycle_id, card_number: `${cardBrand(card_number)}-${card_number.slice(-4)}`, exp_month, exp_year, cvc: '' };
  return { number: card_number, expMonth: exp_month, expYear: exp_year, cvc };
}

/** POST /me/application-fee: pays the fee of one of the caller's active applications. */
export const applicationFeeRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const payments = paymentsProvider();

  app.post('/me/application-fee', {
    config: { access: 'tenant' },
    schema: {
      tags: ['applications'], summary: `Pay the application fee ($${APPLICATION_FEE_CENTS / 100}) by card`,
      description: 'Takes an Idempotency-Key header. Test cards: api/providers/payments.ts. Refusals: 404 (not your application), '
        + '422 application_not_active, 409 application_fee_already_paid, 422 card_declined / insufficient_funds / expired_card. '
        + 'The fee becomes a paid invoice (charge type "application fee") on the payer\'s /billing, and the application is complete '
        + '(and goes to the manager) once its fee is paid and the renter confirmation is done.',
      body: PayBody, response: { 201: FeePaymentSchema },
    },
  }, async (request, reply) => {
    const caller = userId(request);
    const card = takeCard(request);
    const lifecycleId = request.body.lifecycle_id;
    const providerKey = String(request.headers['idempotency-key'] ?? randomUUID());
    return idempotent(db, request, reply, 'POST /me/application-fee', async (tx) => {
      const lifecycle = await findOwnLifecycle(tx, lifecycleId, caller, true);
      if (!lifecycle) throw notFound('application');
      if (!toLifecycleDto(lifecycle).is_active) throw applicationErrors.notActive();
      if (lifecycle.application_fee_paid_at) throw alreadyPaid();
      // The provider gets the client's key too: a retry of this request never charges twice, even
      // if this transaction fails after the charge; another card after a decline is a new charge.
      const charged = await payments.charge({
        amountCents: APPLICATION_FEE_CENTS, card, description: `Application fee, application ${lifecycleId}`,
        idempotencyKey: `application-fee-${lifecycleId}-${providerKey}`,
      });
      if (!charged.ok) {
        const field = charged.code === 'expired_card' ? 'exp_year' : 'card_number';
        throw new HttpError(422, charged.code, charged.message, { [field]: charged.message });
      }
      try {
        const payment = await recordFeePayment(tx, {
          lifecycleId, userId: caller, amountCents: APPLICATION_FEE_CENTS, cardBrand: charged.brand, cardLast4: charged.last4,
          provider: payments.name, providerChargeId: charged.chargeId,
        });
        // On /billing like any invoice, with its receipt; then the application may be complete (it waits for its fee).
        await billPaidApplicationFee(tx, {
          lifecycleId, tenantUserId: caller, amountCents: APPLICATION_FEE_CENTS, chargeId: charged.chargeId,
          actor: { role: 'tenant', userId: caller },
        });
        await settleRenterConfirmation(tx, caller);
        return { status: 201, body: payment };
      } catch (err) {
        if (violates(err, 'application_fee_payments_lifecycle_id_key')) throw alreadyPaid();
        throw err;
      }
    });
  });
};
