import type { LedgerResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { connectionFrom, emptyConnection, pageRequest } from '../../../relay/connection.js';
import { restIdOf } from '../../../relay/globalId.js';
import { badUserInput } from '../../../v20/errors.js';
import { money } from '../../core/money.js';
import type { LedgerEntryDto, LedgerPageDto } from '../dto.js';
import { csvPath, ledgerQuery } from './ledgerFilters.js';
import { balanceCents } from './managerFacts.js';
import { homeChoices } from '../homeChoices.js';

/** Unfiltered: outstanding shares it with an unfiltered chart. */
const wholeSummary = (ctx: GatewayContext) => ctx.loaders.money.ledgerSummary.load('');

export const Ledger: LedgerResolvers = {
  balance: async (l, _a, ctx) => money(await balanceCents(ctx, l.session)),
  outstanding: async (_l, _a, ctx) => money((await wholeSummary(ctx)).outstanding_cents),
  depositsHeld: async (_l, _a, ctx) => money((await wholeSummary(ctx)).deposits_held_cents),
  entries: async (_l, { first, after, ...filters }, ctx) => {
    const request = pageRequest(first, after);
    const query = ledgerQuery(filters);
    if (!query) return emptyConnection<LedgerEntryDto>();
    const page = await ctx.v20.get<LedgerPageDto>('/ledger', { query: { ...query, limit: request.limit, cursor: request.cursor } });
    return connectionFrom(page, request);
  },
  homes: (l, _a, ctx) => (l.session.role === 'manager' ? homeChoices(ctx.v20, '/ledger/homes') : []),
  monthlyTotals: async (_l, { months, buildingId }, ctx) => {
    const count = months ?? 6;
    if (!Number.isInteger(count) || count < 1 || count > 12) throw badUserInput('months must be between 1 and 12.', 'months');
    const building = buildingId ? restIdOf(buildingId, 'Building') : null;
    if (buildingId && !building) return [];
    const summary = await ctx.loaders.money.ledgerSummary.load(building ?? '');
    const oldestFirst = [...summary.months].sort((a, b) => a.month.localeCompare(b.month));
    return oldestFirst.slice(-count);
  },
  csvPath: (_l, filters) => csvPath(ledgerQuery(filters)),
};
