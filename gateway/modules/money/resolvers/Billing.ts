import type { BillingResolvers, ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { connectionFrom, MAX_PAGE_SIZE, pageRequest } from '../../../relay/connection.js';
import type { Page } from '../../../v20/dto.js';
import type { InvoiceDto, ScheduleItemDto } from '../dto.js';
import { testPaymentMethods } from '../testPaymentMethods.js';
import { isUnpaid } from './Invoice.js';
import { billingDeposits, managerPayouts, payoutsPaused } from './managerFacts.js';

async function invoicePage(ctx: GatewayContext, query: Record<string, string | number | null | undefined>) {
  const page = await ctx.v20.get<Page<InvoiceDto>>('/invoices', { query });
  for (const invoice of page.results) ctx.loaders.money.invoices.prime(String(invoice.id), invoice);
  return page;
}

/**
 * The newest `limit` invoices: `due` (the newest 100: the unpaid invoices of one person or
 * one manager's homes fit in one page) and the first page of `invoices` share one call.
 */
async function recentInvoices(ctx: GatewayContext, limit: number) {
  const page = await ctx.loaders.money.recentInvoices.load(limit);
  for (const invoice of page.results) ctx.loaders.money.invoices.prime(String(invoice.id), invoice);
  return page;
}

/**
 * Each field asks only the routes of the viewer's role, and only when selected:
 * a tenant's page never calls manager routes, and a field left out costs nothing.
 */
export const Billing: BillingResolvers = {
  invoices: async (_s, { first, after, status }, ctx) => {
    const request = pageRequest(first, after);
    // An edge cursor inside the shared page restarts from the top, so later pages stay right.
    const page = !after && !status ? await recentInvoices(ctx, request.limit) : await invoicePage(ctx, { status, limit: request.limit, cursor: request.cursor });
    return connectionFrom(page, request);
  },
  due: async (_s, _a, ctx) => {
    const page = await recentInvoices(ctx, MAX_PAGE_SIZE);
    return page.results.filter(isUnpaid).sort((a, b) => a.due_date.localeCompare(b.due_date));
  },
  schedule: async (s, _a, ctx) => {
    if (s.role !== 'tenant') return [];
    return (await ctx.v20.get<{ results: ScheduleItemDto[] }>('/tenant-payment-schedule')).results;
  },
  paymentSources: async (_s, _a, ctx) => (await ctx.loaders.money.stripeInfo()).payment_sources,
  deposits: (s, _a, ctx) => billingDeposits(ctx, s),
  ledger: (s) => ({ session: s }),
  payouts: (s, _a, ctx) => (s.role === 'manager' ? managerPayouts(ctx) : []),
  payoutAccountConnectedAt: async (s, _a, ctx) =>
    (s.role === 'manager' ? (await ctx.loaders.viewer.me())?.stripe_connect_account_connected_at ?? null : null),
  payoutsPaused: (s, _a, ctx) => payoutsPaused(ctx, s),
  testPaymentMethods: async (_s, _a, ctx) => testPaymentMethods(await ctx.loaders.money.stripeInfo()),
};

/** Null for guests (no call made); otherwise the session, and Billing's fields read by role. */
export const Viewer: Pick<ViewerResolvers, 'billing'> = {
  billing: (s) => (s.isGuest || !s.userId ? null : s),
};
