import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.js';
import { isRestId } from '../../relay/globalId.js';
import { MAX_IDS_PER_PAGE, once, restLoader } from '../../v20/batch.js';
import type { Page } from '../../v20/dto.js';
import { V20Error } from '../../v20/errors.js';
import type { DepositDto, InvoiceDto, LedgerEntryDto, LedgerPageDto, LedgerSummaryDto, StripeInfoDto } from './dto.js';

/** The most months a chart shows; asked for always, so every chart of a request shares one call. */
export const SUMMARY_MONTHS = 12;
/** Pages of 100 read for a manager's payouts (the PAYOUT lines of their own account). */
const MAX_ACCOUNT_PAGES = 10;

function createMoneyLoaders(ctx: GatewayContext) {
  const { v20 } = ctx;
  return {
    /** Invoices by REST id, batched into `GET /invoices?ids=`; null when not the viewer's to see. */
    invoices: restLoader<InvoiceDto>(v20, '/invoices', MAX_IDS_PER_PAGE),
    /** The newest page of invoices, read once (Billing.due and the first page of Billing.invoices). */
    recentInvoices: onceWith<Page<InvoiceDto>>(),
    /** Sources, autopay and test cards in one call, once per request. */
    stripeInfo: once(() => v20.get<StripeInfoDto>('/stripe-info')),
    /** One summary per filter: balance, outstanding and the chart usually share it. */
    /** Keyed by home ('' for all): balance, outstanding and the chart usually share one. */
    ledgerSummary: new DataLoader<string, LedgerSummaryDto>(
      (keys) => Promise.all(keys.map((buildingId) => v20.get<LedgerSummaryDto>('/ledger', {
        query: { summary: 'monthly', months: SUMMARY_MONTHS, building_id: buildingId || undefined },
      }))),
      { batch: false },
    ),
    /** Every entry of the viewer's own account, once per request (manager balance and payouts). */
    accountEntries: once(() => allEntries(ctx)),
    /** v20 reads a deposit by id only; 404 (not the viewer's) is null. */
    deposits: new DataLoader<string, DepositDto | null>(
      (ids) => Promise.all(ids.map((id) => depositOrNull(ctx, id))),
      { batch: false },
    ),
  };
}

async function allEntries(ctx: GatewayContext): Promise<LedgerEntryDto[]> {
  const entries: LedgerEntryDto[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_ACCOUNT_PAGES; page += 1) {
    const found: LedgerPageDto = await ctx.v20.get<LedgerPageDto>('/ledger', { query: { limit: MAX_IDS_PER_PAGE, cursor } });
    entries.push(...found.results);
    cursor = found.next_cursor;
    if (!cursor) break;
  }
  return entries;
}

async function depositOrNull(ctx: GatewayContext, id: string): Promise<DepositDto | null> {
  if (!isRestId(id)) return null;
  try {
    return await ctx.v20.get<DepositDto>('/tenant-deposits/:id', { params: { id } });
  } catch (err) {
    if (err instanceof V20Error && (err.status === 404 || err.status === 403)) return null;
    throw err;
  }
}

/** Like `once`, for a load the caller supplies (it needs helpers that live with the resolvers). */
function onceWith<T>() {
  let result: Promise<T> | undefined;
  return (load: () => Promise<T>) => (result ??= load());
}

/** Keyed by the request's loaders object, so `refreshLoaders()` after a write starts afresh. */
const perRequest = new WeakMap<object, ReturnType<typeof createMoneyLoaders>>();

export function moneyLoaders(ctx: GatewayContext): ReturnType<typeof createMoneyLoaders> {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createMoneyLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}
