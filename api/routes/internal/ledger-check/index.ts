import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { balanceMismatches } from '../../../money/ledger-repository.js';

/** Staff check that every account's balance is the sum of its entries (docs/money.md REST table, /internal rows). */
export const ledgerCheckRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['internal'];

  app.get('/internal/ledger-check', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Accounts whose balance is not the sum of their entries (staff; empty = sound)',
      response: { 200: z.object({ mismatches: z.array(z.object({ account_id: z.number(), kind: z.string(), user_id: z.number(), balance_cents: z.string(), entries_sum_cents: z.string() })) }) },
    },
  }, async () => ({ mismatches: await balanceMismatches(db) }));
};
