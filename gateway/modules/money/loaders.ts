import DataLoader from 'dataloader';
import { isRestId } from '../../relay/globalId.js';
import { byIdsLoader, MAX_IDS_PER_PAGE, once, orNull, type LoaderScope } from '../../v20/batch.js';
import type { V20Client } from '../../v20/client.js';
import type { Page } from '../../v20/dto.js';
import type { DepositDto, InvoiceDto, LedgerEntryDto, LedgerPageDto, LedgerSummaryDto, StripeInfoDto } from './dto.js';

/** The most months a chart shows; asked for always, so every chart of a request shares one call. */
export const SUMMARY_MONTHS = 12;
/** Pages of 100 read for a manager's payouts (the payout lines of their own account). */
const MAX_PAYOUT_PAGES = 10;

export function createMoneyLoaders({ v20 }: LoaderScope) {
  return {
    /** Invoices by REST id, batched into `GET /invoices?ids=`; null when not the viewer's to see. */
    invoices: byIdsLoader<InvoiceDto>(v20, '/invoices', { maxIds: MAX_IDS_PER_PAGE }),
    /**
     * The newest invoices, keyed by how many a field needs: the fields resolved together
     * (Billing.due wants 100, the first page of Billing.invoices its size) share one call
     * of the largest size, and a page that shows only the list reads only its page.
     */
    recentInvoices: new DataLoader<number, Page<InvoiceDto>>(async (limits) => {
      const page = await v20.get<Page<InvoiceDto>>('/invoices', { query: { limit: Math.max(...limits) } });
      return limits.map(() => page);
    }),
    /** Sources, autopay and test cards in one call, once per request. */
    stripeInfo: once(() => v20.get<StripeInfoDto>('/stripe-info')),
    /** Keyed by home ('' for all): balance, outstanding and the chart usually share one. */
    ledgerSummary: new DataLoader<string, LedgerSummaryDto>(
      (keys) => Promise.all(keys.map((buildingId) => v20.get<LedgerSummaryDto>('/ledger', {
        query: { summary: 'monthly', months: SUMMARY_MONTHS, building_id: buildingId || undefined },
      }))),
      { batch: false },
    ),
    /**
     * The payout entries of the viewer's own account, newest first, once per request. Only
     * those are asked for (`entry_kind=payout`): reading every entry to keep the payouts took
     * 10 calls for a manager with 500 homes (docs/performance.md "The ledger page at 100×").
     */
    payoutEntries: once(() => payoutEntries(v20)),
    /** v20 reads a deposit by id only; 404 (not the viewer's) is null. */
    deposits: new DataLoader<string, DepositDto | null>(
      (ids) => Promise.all(ids.map((id) => (isRestId(id) ? orNull(() => v20.get<DepositDto>('/tenant-deposits/:id', { params: { id } })) : null))),
      { batch: false },
    ),
  };
}

async function payoutEntries(v20: V20Client): Promise<LedgerEntryDto[]> {
  const entries: LedgerEntryDto[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAYOUT_PAGES; page += 1) {
    const found: LedgerPageDto = await v20.get<LedgerPageDto>('/ledger', { query: { entry_kind: 'payout', limit: MAX_IDS_PER_PAGE, cursor } });
    entries.push(...found.results);
    cursor = found.next_cursor;
    if (!cursor) break;
  }
  return entries;
}

/** Like `once`, for a load the caller supplies (it needs helpers that live with the resolvers). */
