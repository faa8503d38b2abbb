import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEDGER_ITEM_TYPES } from '../../../../common/money.js';
import { isCalendarDate } from '../../../http/fields.js';
import { encodeCursor } from '../../../http/cursor.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { notFound } from '../../../http/errors.js';
import { idempotent } from '../../../http/idempotency.js';
import { computeMonthlyRecurringCharges } from '../../../jobs/monthly-charges.js';
import { balanceMismatches } from '../../../money/ledger-repository.js';
import { CursorParam, LimitParam, pageOf, readCursor } from '../../../http/collection-params.js';
import { IdParam } from '../../../http/fields.js';
import { LedgerEntrySchema, toLedgerEntryDto } from '../../ledger/ledger-dto.js';
import { findEntry, listEntries } from '../../ledger/ledger-repository.js';
import { chargeManager, requireManager } from './manager-charges.js';
import { listPauses, pausePayouts, resumePayouts } from './payout-pauses-repository.js';

const ChargeBody = z.object({
  manager_user_id: IdParam,
  amount_cents: z.number({ error: 'Use a whole number of cents.' }).int({ error: 'Use a whole number of cents.' })
    .min(1, { error: 'Charge at least 1 cent.' }).max(10_000_000, { error: 'Charge at most $100,000 at once.' }),
  ledger_item_type: z.enum(LEDGER_ITEM_TYPES, { error: 'Use one of the ledger item types.' }),
  description: z.string({ error: 'Say what the charge is for.' }).trim().min(1, { error: 'Say what the charge is for.' })
    .max(300, { error: 'Use at most 300 characters.' }),
}).strict();

const PauseSchema = z.object({ manager_user_id: z.number().int(), reason: z.string(), paused_by_user_id: z.number().int(), paused_at: z.string() });
const PauseBody = z.object({
  manager_user_id: IdParam,
  reason: z.string({ error: 'Say why payouts are paused.' }).trim().min(1, { error: 'Say why payouts are paused.' }).max(500, { error: 'Use at most 500 characters.' }),
}).strict();

const ComputeBody = z.object({
  as_of: z.string().refine(isCalendarDate, { error: 'Use a date, YYYY-MM-DD.' }).optional(),
}).strict().default({});

/** Staff money tools (docs/money.md REST table, /internal rows). */
export const internalMoneyRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['internal'];

  app.get('/internal/manager-ledger-charges', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Charges staff posted to managers (staff)',
      querystring: z.object({ manager_user_id: IdParam.optional(), limit: LimitParam, cursor: CursorParam }).strict(),
      response: { 200: pageOf(LedgerEntrySchema) },
    },
  }, async (request) => {
    const q = request.query;
    const cursor = readCursor(q.cursor, 'manager-ledger-charges', 'int');
    const found = await listEntries(db, { account: { kind: 'manager', userId: q.manager_user_id ?? null } }, { staffChargesOnly: true },
      cursor?.id ?? null, q.limit + 1);
    const results = found.slice(0, q.limit).map(toLedgerEntryDto);
    const last = results[results.length - 1];
    return { results, next_cursor: found.length > q.limit && last ? encodeCursor({ scope: 'manager-ledger-charges', key: last.id, id: last.id }) : null };
  });

  app.post('/internal/manager-ledger-charges', {
    config: { access: 'staff' },
    schema: {
      tags, summary: "Charge a manager's ledger (staff; Idempotency-Key)", body: ChargeBody, response: { 201: LedgerEntrySchema },
      description: 'Posts −amount to the manager account and notifies the manager. 422 not_a_manager.',
    },
  }, async (request, reply) => idempotent(db, request, reply, 'POST /internal/manager-ledger-charges', async (tx) => {
    const b = request.body;
    const entryId = await chargeManager(tx, {
      managerUserId: b.manager_user_id, amountCents: b.amount_cents, ledgerItemType: b.ledger_item_type, description: b.description,
    }, { role: 'hearth-team', userId: userId(request) });
    return { status: 201, body: toLedgerEntryDto((await findEntry(tx, entryId))!) };
  }));

  app.get('/internal/manager-ledger-payments-pause', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Managers whose payouts are paused (staff)', querystring: z.object({ manager_user_id: IdParam.optional() }).strict(),
      response: { 200: z.object({ results: z.array(PauseSchema) }) },
    },
  }, async (request) => ({ results: await listPauses(db, request.query.manager_user_id) }));

  app.post('/internal/manager-ledger-payments-pause', {
    config: { access: 'staff' },
    schema: { tags, summary: "Pause a manager's payouts (staff)", body: PauseBody, response: { 201: PauseSchema } },
  }, async (request, reply) => {
    const pause = await db.transaction(async (tx) => {
      await requireManager(tx, request.body.manager_user_id);
      return pausePayouts(tx, request.body.manager_user_id, request.body.reason, userId(request));
    });
    return reply.status(201).send(pause);
  });

  app.delete('/internal/manager-ledger-payments-pause', {
    config: { access: 'staff' },
    schema: { tags, summary: "Resume a manager's payouts (staff)", querystring: z.object({ manager_user_id: IdParam }).strict() },
  }, async (request, reply) => {
    if (!(await resumePayouts(db, request.query.manager_user_id))) throw notFound('payout pause');
    return reply.status(204).send();
  });

  app.get('/internal/ledger-check', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Accounts whose balance is not the sum of their entries (staff; empty = sound)',
      response: { 200: z.object({ mismatches: z.array(z.object({ account_id: z.number(), kind: z.string(), user_id: z.number(), balance_cents: z.string(), entries_sum_cents: z.string() })) }) },
    },
  }, async () => ({ mismatches: await balanceMismatches(db) }));

  app.post('/internal/compute-monthly-recurring-charges', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Run the money job now (staff)', body: ComputeBody,
      description: 'Rent invoices, late fees, due automatic attempts, payouts, idempotency key purge; idempotent. `as_of` stands for today.',
      response: { 200: z.object({ invoices_created: z.number(), late_fees: z.number(), attempts: z.number(), payouts: z.number(), idempotency_keys_purged: z.number() }) },
    },
  }, async (request) => computeMonthlyRecurringCharges(deps, { asOf: request.body?.as_of, triggerSource: 'HTTP' }));
};
