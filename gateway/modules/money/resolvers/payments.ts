import { connectPathOf } from '../../../http/v20Passthrough.js';
import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { restIdOf } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { InvoiceDto, PaymentSourceDto } from '../dto.js';

const SOURCE_FIELDS = {
  rename: { stripe_card_token: 'cardToken', plaid_account_id: 'bankAccountId', plaid_public_token: 'bankPublicToken', payment_source_id: 'paymentSourceId' },
  fieldForCode: { not_found: 'invoiceId', invalid_card_token: 'cardToken', idempotency_key_reused: 'idempotencyKey' },
};

/**
 * One attempt, keyed by the client's idempotency key (a retry never pays twice).
 * A declined card is an answer, not a refusal: v20 returns 200 with the invoice in
 * a failed status and its lastFailure, and so does the payload.
 */
export const payInvoice: NonNullable<MutationResolvers['payInvoice']> = (_p, { input }, ctx) => {
  const failed = { invoice: null, viewer: ctx.session };
  const id = restIdOf(input.invoiceId, 'Invoice');
  const sourceId = input.paymentSourceId ? restIdOf(input.paymentSourceId, 'PaymentSource') : undefined;
  if (!id) return { ...failed, userErrors: [userError('not_found', 'No such invoice.', 'invoiceId')] };
  if (sourceId === null) return { ...failed, userErrors: [userError('not_found', 'No such payment method.', 'paymentSourceId')] };
  return payloadOf(async () => {
    const invoice = await ctx.v20.post<InvoiceDto>('/invoices/:id/attempt', {
      params: { id },
      body: sourceId ? { payment_source_id: Number(sourceId) } : {},
      idempotencyKey: input.idempotencyKey,
    });
    // Balances, due lists and the ledger moved with the payment.
    ctx.refreshLoaders();
    ctx.loaders.money.invoices.prime(String(invoice.id), invoice);
    return { invoice, viewer: ctx.session };
  }, failed, SOURCE_FIELDS);
};

export const addPaymentSource: NonNullable<MutationResolvers['addPaymentSource']> = (_p, { input }, ctx) => {
  const failed = { paymentSource: null, viewer: ctx.session };
  const body = input.cardToken
    ? { stripe_card_token: input.cardToken }
    : { plaid_account_id: input.bankAccountId ?? undefined, plaid_public_token: input.bankPublicToken ?? undefined };
  return payloadOf(async () => {
    const paymentSource = await ctx.v20.post<PaymentSourceDto>('/payment-source', {
      body: { ...body, make_autopay: input.makeAutopay ?? undefined },
    });
    ctx.refreshLoaders();
    return { paymentSource, viewer: ctx.session };
  }, failed, SOURCE_FIELDS);
};

/** Public on v20 (it stands in for the processor's card form): sent without the viewer's token. */
export const createTestCardToken: NonNullable<MutationResolvers['createTestCardToken']> = (_p, { input }, ctx) =>
  payloadOf(async () => {
    const { token } = await ctx.v20.post<{ token: string }>('/test-payments/card-tokens', {
      auth: 'none',
      body: { number: input.number, exp_month: input.expMonth, exp_year: input.expYear, cvc: input.cvc },
    });
    return { token };
  }, { token: null }, { fieldForCode: { not_found: 'number' } });

export const setAutopaySource: NonNullable<MutationResolvers['setAutopaySource']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.paymentSourceId, 'PaymentSource');
  if (!id) return { viewer: ctx.session, userErrors: [userError('not_found', 'No such payment method.', 'paymentSourceId')] };
  return payloadOf(async () => {
    await ctx.v20.post<unknown>('/payment-sources/:id/autopay', { params: { id }, body: {} });
    ctx.refreshLoaders();
    return { viewer: ctx.session };
  }, { viewer: ctx.session }, { fieldForCode: { not_found: 'paymentSourceId' } });
};

/**
 * A real provider answers its own absolute address. The local provider answers a
 * path on v20 (`/v20/test-payments/connect/{state}`); the browser opens it on the
 * gateway's origin (gateway/http/v20Passthrough.ts), so the redirect back lands on
 * the web app.
 */
export const createPayoutAccountLink: NonNullable<MutationResolvers['createPayoutAccountLink']> = (_p, _a, ctx) =>
  payloadOf(async () => {
    const { url } = await ctx.v20.post<{ url: string; account_id: string }>('/stripe-connect-account-link', { body: {} });
    const local = /^\/v20\/test-payments\/connect\/([^/?#]+)$/.exec(url);
    return { url: local ? connectPathOf(local[1]!) : url };
  }, { url: null });
