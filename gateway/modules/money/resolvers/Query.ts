import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import { restIdOf } from '../../../relay/globalId.js';
import type { Page } from '../../../v20/dto.js';
import type { InvoiceDto } from '../dto.js';

/** Null when unknown, malformed, or not the viewer's to see (v20 leaves it out of `?ids=` alike). */
export const invoice: NonNullable<QueryResolvers['invoice']> = (_p, { id }, ctx) => {
  const restId = restIdOf(id, 'Invoice');
  return restId ? ctx.loaders.money.invoices.load(restId) : null;
};

export const internalInvoices: NonNullable<QueryResolvers['internalInvoices']> = async (_p, { first, after, status }, ctx) => {
  const request = pageRequest(first, after);
  const page = await ctx.v20.get<Page<InvoiceDto>>('/internal/invoices', { query: { status, limit: request.limit, cursor: request.cursor } });
  return connectionFrom(page, request);
};

export const ledgerMismatchCount: NonNullable<QueryResolvers['ledgerMismatchCount']> = async (_p, _a, ctx) =>
  (await ctx.v20.get<{ mismatches: unknown[] }>('/internal/ledger-check')).mismatches.length;
