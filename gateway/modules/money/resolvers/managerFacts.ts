/**
 * Billing facts v20 has no single route for, read from the routes the viewer's
 * role may use, so a tenant's page never asks a manager route.
 */
import type { GatewayContext } from '../../../context.js';
import type { ViewerSession } from '../../../session.js';
import type { DepositDto, PayoutDto } from '../dto.js';

/**
 * Deposits as v20 lists them for the role: a tenant's own, a manager's homes' (deposit
 * returns area); newest first, one call. Others (vendors) have none.
 */
export async function billingDeposits(ctx: GatewayContext, s: ViewerSession): Promise<DepositDto[]> {
  if (s.role !== 'tenant' && s.role !== 'manager') return [];
  const { results } = await ctx.v20.get<{ results: DepositDto[] }>('/tenant-deposits', { query: { limit: 100 } });
  for (const deposit of results) ctx.loaders.money.deposits.prime(String(deposit.id), deposit);
  return results;
}

/** Payouts are the PAYOUT lines of the manager's own account (a payout posts −amount), newest first. */
export async function managerPayouts(ctx: GatewayContext): Promise<PayoutDto[]> {
  const entries = await ctx.loaders.money.payoutEntries();
  return entries.map((e) => ({ id: e.id, amount_cents: Math.abs(e.amount_cents), created_at: e.created_at }));
}

/** The ledger's balance: the viewer's own account (v20's summary carries it). */
export async function balanceCents(ctx: GatewayContext, s: ViewerSession): Promise<number> {
  if (s.role !== 'tenant' && s.role !== 'manager') return 0;
  return (await ctx.loaders.money.ledgerSummary.load('')).balance_cents;
}

/** Whether staff paused the manager's payouts (v20's summary carries it). */
export async function payoutsPaused(ctx: GatewayContext, s: ViewerSession): Promise<boolean> {
  if (s.role !== 'manager') return false;
  return (await ctx.loaders.money.ledgerSummary.load('')).payouts_paused;
}
