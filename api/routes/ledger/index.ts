import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEDGER_ITEM_TYPES } from '../../../common/money.js';
import { encodeCursor } from '../../http/cursor.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { CursorParam, LimitParam, pageOf, readCursor } from '../../http/collection-params.js';
import { IdParam } from '../../http/fields.js';
import { ENTRY_KINDS, ledgerCsv, LedgerEntrySchema, toLedgerEntryDto } from './ledger-dto.js';
import { accountFacts, listEntries, monthlySummary, summaryHomes, type LedgerFilters } from './ledger-repository.js';

/** The most rows one CSV export holds (a manager's whole year fits many times over). */
const CSV_MAX_ROWS = 10_000;

const LedgerQuery = z.object({
  building_id: IdParam.optional(),
  tenant_user_id: IdParam.optional(),
  ledger_item_type: z.enum(LEDGER_ITEM_TYPES, { error: 'Use one of the ledger item types.' }).optional(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Use YYYY-MM, e.g. 2026-03.' }).optional(),
  entry_kind: z.enum(ENTRY_KINDS, { error: `Use one of ${ENTRY_KINDS.join(', ')}.` }).optional()
    .describe('Only entries of this kind: `payout` lists the payouts without reading every entry.'),
  limit: LimitParam,
  cursor: CursorParam,
  format: z.enum(['json', 'csv'], { error: 'Use json or csv.' }).default('json'),
  summary: z.enum(['monthly'], { error: 'The only summary is monthly.' }).optional(),
  months: z.coerce.number({ error: 'Use 1 to 24.' }).int({ error: 'Use 1 to 24.' }).min(1, { error: 'Use 1 to 24.' })
    .max(24, { error: 'Use 1 to 24.' }).default(6),
}).strict();
type Query = z.infer<typeof LedgerQuery>;

const SummarySchema = z.object({
  months: z.array(z.object({
    month: z.string(),
    charged_cents: z.number().int().describe('Invoice amounts billed for the month (canceled ones left out).'),
    collected_cents: z.number().int().describe('Of those, the amounts paid: the invoice amount, without card fees.'),
    credited_cents: z.number().int().describe("Managers: what the month's entries of their own account add to it (all but payouts); tenants 0."),
  })),
  outstanding_cents: z.number().int().describe('Invoice amounts not paid yet (not canceled, not closed as uncollectible).'),
  deposits_held_cents: z.number().int().describe('Security deposits paid and not returned: Hearth holds them, they are in no balance.'),
  /** The caller's own account balance (the ledger's cached sum; see docs/money.md signs). */
  balance_cents: z.number().int(),
  /** Managers: whether staff paused their payouts; always false for tenants. */
  payouts_paused: z.boolean(),
});

const HomeTitleSchema = z.object({ id: z.number().int(), title: z.string() });

/** Managers read their own manager account, tenants their own tenant account; nobody else's. */
function scopeOf(request: FastifyRequest): { kind: 'tenant' | 'manager'; userId: number } {
  const role = request.auth?.role;
  if (role !== 'manager' && role !== 'tenant') throw forbidden('The ledger is for managers and tenants.');
  return { kind: role, userId: userId(request) };
}

const filtersOf = (q: Query): LedgerFilters =>
  ({ buildingId: q.building_id, tenantUserId: q.tenant_user_id, ledgerItemType: q.ledger_item_type, month: q.month, entryKind: q.entry_kind });

const thisMonth = () => `${new Date().toISOString().slice(0, 7)}-01`;

/**
 * GET /ledger (docs/money.md): a page of the caller's own ledger entries, the
 * same as CSV, or the monthly charged vs collected summary.
 */
export const ledgerRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/ledger', {
    config: { access: 'user' },
    schema: {
      tags: ['money'], summary: "The caller's ledger (manager: own manager account; tenant: own tenant account)", querystring: LedgerQuery,
      description: '`format=csv` answers text/csv (header row, up to 10,000 entries, cursor ignored); `summary=monthly&months=6` answers '
        + '`{months, outstanding_cents, deposits_held_cents, balance_cents, payouts_paused}` (docs/money.md "What each screen shows").',
      response: { 200: z.union([pageOf(LedgerEntrySchema), SummarySchema, z.string()]) },
    },
  }, async (request, reply) => {
    const account = scopeOf(request);
    const q = request.query;
    if (q.summary === 'monthly') {
      const scope = account.kind === 'tenant' ? { tenantUserId: account.userId } : { managerUserId: account.userId, buildingId: q.building_id };
      return { ...(await monthlySummary(db, scope, q.months, thisMonth())), ...(await accountFacts(db, account)) };
    }
    if (q.format === 'csv') {
      const entries = (await listEntries(db, { account }, filtersOf(q), null, CSV_MAX_ROWS)).map(toLedgerEntryDto);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="ledger.csv"').send(ledgerCsv(entries));
    }
    const cursor = readCursor(q.cursor, 'ledger', 'int');
    const found = await listEntries(db, { account }, filtersOf(q), cursor?.id ?? null, q.limit + 1);
    const results = found.slice(0, q.limit).map(toLedgerEntryDto);
    const last = results[results.length - 1];
    return { results, next_cursor: found.length > q.limit && last ? encodeCursor({ scope: 'ledger', key: last.id, id: last.id }) : null };
  });

  app.get('/ledger/homes', {
    config: { access: 'manager' },
    schema: {
      tags: ['money'], summary: "The homes whose invoices the caller's ledger summary counts, id and title only",
      description: 'Owned, or co-managed with the payments area (the homes of `GET /invoices`), in id order: what `building_id` can name. '
        + 'Nothing else about the homes is read, so a manager with many homes gets the list at once.',
      response: { 200: z.object({ results: z.array(HomeTitleSchema) }) },
    },
  }, async (request) => ({ results: await summaryHomes(db, userId(request)) }));
};
