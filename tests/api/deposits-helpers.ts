import { rows, sql } from '../../api/db/client.js';
import { balanceMismatches } from '../../api/money/ledger-repository.js';
import { markDepositPaid, openDeposit } from '../../api/money/deposits.js';
import { type DepositRow } from '../../api/money/deposits-repository.js';
import type { TestApi } from '../support/api.js';
import { demoHomeOf, makeResident, type ResidentOptions } from '../support/residents.js';

/** A tenancy with its deposit opened (as the lease signing does), optionally paid. */
export async function tenancyWithDeposit(api: TestApi, tenantId: number, ownerKey: string, opts: ResidentOptions & { paid?: boolean } = {}) {
  const { lifecycleId } = await residentSomewhere(api, tenantId, ownerKey, opts);
  const db = api.deps.database.db;
  const deposit = await db.transaction((tx) => openDeposit(tx, lifecycleId));
  if (opts.paid) await payDeposit(api, deposit);
  return { lifecycleId, deposit };
}

/** A tenancy in the first of the owner's homes with a bedroom free for the stay (tests use up rooms quickly). */
async function residentSomewhere(api: TestApi, tenantId: number, ownerKey: string, opts: ResidentOptions) {
  for (let skip = 0; skip < 20; skip += 1) {
    const home = await demoHomeOf(api.deps, ownerKey, skip);
    try {
      return await makeResident(api.deps, tenantId, home.buildingId, opts);
    } catch (err) {
      if (!String(err).includes('no bedroom free')) throw err;
    }
  }
  throw new Error(`no home of ${ownerKey} has a free bedroom`);
}

/**
 * Stands in for the payments slice: the invoice paid (status and the tenant's
 * payment entry, as payment-postings.ts posts it), then markDepositPaid.
 */
export async function payDeposit(api: TestApi, deposit: DepositRow): Promise<void> {
  await api.deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE invoices SET payment_status = 'SUCCESSFUL', paid_at = now(), next_attempt_at = NULL WHERE id = ${deposit.invoice_id}`);
    const [account] = await rows<{ id: number }>(tx, sql`SELECT id FROM ledger_accounts WHERE kind = 'tenant' AND user_id = ${deposit.tenant_user_id}`);
    await tx.execute(sql`INSERT INTO ledger_entries (account_id, entry_kind, ledger_item_type, charge_type, amount_cents, description, period_month,
        building_id, lifecycle_id, invoice_id, actor_role)
      VALUES (${account!.id}, 'payment', 'bedroom security deposit', 'security deposit', ${-deposit.amount_cents}, 'Payment: Security deposit',
        date_trunc('month', current_date)::date, ${deposit.building_id}, ${deposit.lifecycle_id}, ${deposit.invoice_id}, 'tenant')`);
    await markDepositPaid(tx, deposit.invoice_id!);
  });
}

/** Sum of one account's entries for a lifecycle. */
export async function entriesSum(api: TestApi, kind: 'tenant' | 'manager', userId: number, lifecycleId: number): Promise<{ sum: number; count: number }> {
  const [row] = await rows<{ sum: number; count: number }>(api.deps.database.db, sql`
    SELECT coalesce(sum(e.amount_cents), 0)::int AS sum, count(*)::int AS count FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.kind = ${kind} AND a.user_id = ${userId} AND e.lifecycle_id = ${lifecycleId}`);
  return row!;
}

export const ledgerSound = async (api: TestApi) => balanceMismatches(api.deps.database.db);
