import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEDGER_ITEM_TYPES } from '../../../../common/money.js';
import { encodeCursor } from '../../../http/cursor.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { idempotent } from '../../../http/idempotency.js';
import { CursorParam, LimitParam, pageOf, readCursor } from '../../../http/collection-params.js';
import { IdParam } from '../../../http/fields.js';
import { LedgerEntrySchema, toLedgerEntryDto } from '../../ledger/ledger-dto.js';
import { findEntry, listEntries } from '../../ledger/ledger-repository.js';
import { chargeManager } from './manager-charges.js';

const ChargeBody = z.object({
  manager_user_id: IdParam,
  amount_cents: z.number({ error: 'Use a whole number of cents.' }).int({ error: 'Use a whole number of cents.' })
    .min(1, { error: 'Charge at least 1 cent.' }).max(10_000_000, { error: 'Charge at most $100,000 at once.' }),
  ledger_item_type: z.enum(LEDGER_ITEM_TYPES, { error: 'Use one of the ledger item types.' }),
  description: z.string({ error: 'Say what the charge is for.' }).trim().min(1, { error: 'Say what the charge is for.' })
    .max(300, { error: 'Use at most 300 characters.' }),
}).strict();

/** Staff charges to managers' ledgers (docs/money.md REST table, /internal rows). */
export const managerLedgerChargeRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
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
};
