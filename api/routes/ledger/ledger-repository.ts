import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import { paymentHomesOf } from '../invoices/invoices-repository.js';
import type { LedgerEntryRow } from './ledger-dto.js';
import { unpaidInvoiceSql } from '../../money/invoices-repository.js';
import { firstNameSql } from '../../db/person-name.js';
import type { BuildingsRow, LedgerAccountsRow, LedgerEntriesRow, UsersRow } from '../../db/__generated__/rows.js';


export const SELECT_ENTRIES = sql`
  SELECT e.id::text AS id, a.kind AS account_kind, a.user_id, e.entry_kind, e.ledger_item_type, e.charge_type,
    e.amount_cents::text AS amount_cents, e.description, e.period_month::text AS period_month, e.building_id,
    b.title AS building_name, e.lifecycle_id, e.invoice_id, e.deposit_id, e.counterparty_user_id,
    ${firstNameSql('c')} AS counterparty_first_name, e.reverses_entry_id::text AS reverses_entry_id, e.actor_role,
    ${isoOf(sql`e.created_at`)} AS created_at
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
  LEFT JOIN buildings b ON b.id = e.building_id LEFT JOIN users c ON c.id = e.counterparty_user_id`;

/** Whose entries: one account (a manager's own, a tenant's own), or any manager account (staff lists). */
/** SELECT_ENTRIES' row, which listEntries and findEntry return as the LedgerEntryRow the DTO reads: the two must agree. */
interface EntryQueryRow extends Pick<LedgerEntriesRow, 'entry_kind' | 'ledger_item_type' | 'charge_type' | 'description' | 'period_month'
  | 'building_id' | 'lifecycle_id' | 'invoice_id' | 'deposit_id' | 'counterparty_user_id' | 'actor_role' | 'created_at'>, Pick<LedgerAccountsRow, 'user_id'> {
  // bigint, read as text.
  id: string;
  amount_cents: string;
  reverses_entry_id: string | null;
  account_kind: LedgerAccountsRow['kind'];
  building_name: BuildingsRow['title'] | null;
  counterparty_first_name: UsersRow['first_name'] | null;
}

export interface LedgerScope {
  account: { kind: 'tenant' | 'manager'; userId: number } | { kind: 'manager'; userId: null };
}

export interface LedgerFilters {
  buildingId?: number;
  /** The tenant an entry concerns: the counterparty on a manager account. */
  tenantUserId?: number;
  ledgerItemType?: string;
  /** `YYYY-MM`. */
  month?: string;
  /** Only staff charges (entries posted by hearth-team as charges). */
  staffChargesOnly?: boolean;
  /** Only entries of this kind (the ledger page's payouts: `payout`). */
  entryKind?: LedgerEntriesRow['entry_kind'];
}

function conditions(scope: LedgerScope, f: LedgerFilters, beforeId: number | null): SQL {
  const list = [
    sql`a.kind = ${scope.account.kind}`,
    scope.account.userId === null ? null : sql`a.user_id = ${scope.account.userId}`,
    // The account's id named up front, so its entries are read through (account_id, id DESC)
    // newest first: joined only, the planner walked every entry of every account backwards
    // looking for this one (155 ms for a manager with 14 entries among 60,000).
    scope.account.userId === null ? null
      : sql`e.account_id = (SELECT la.id FROM ledger_accounts la WHERE la.kind = ${scope.account.kind} AND la.user_id = ${scope.account.userId})`,
    f.buildingId === undefined ? null : sql`e.building_id = ${f.buildingId}`,
    f.tenantUserId === undefined ? null : sql`e.counterparty_user_id = ${f.tenantUserId}`,
    f.ledgerItemType === undefined ? null : sql`e.ledger_item_type = ${f.ledgerItemType}`,
    f.month === undefined ? null : sql`e.period_month = ${`${f.month}-01`}::date`,
    f.staffChargesOnly ? sql`e.actor_role = 'hearth-team' AND e.entry_kind = 'charge'` : null,
    f.entryKind === undefined ? null : sql`e.entry_kind = ${f.entryKind}`,
    beforeId === null ? null : sql`e.id < ${beforeId}`,
  ].filter((c): c is SQL => c !== null);
  return sql.join(list, sql` AND `);
}

/** Entries newest first (keyset on id), `limit` rows. */
export async function listEntries(ex: Executor, scope: LedgerScope, f: LedgerFilters, beforeId: number | null, limit: number): Promise<LedgerEntryRow[]> {
  return rows<EntryQueryRow>(ex, sql`${SELECT_ENTRIES} WHERE ${conditions(scope, f, beforeId)} ORDER BY e.id DESC LIMIT ${limit}`);
}

export async function findEntry(ex: Executor, id: string): Promise<LedgerEntryRow | null> {
  const [row] = await rows<EntryQueryRow>(ex, sql`${SELECT_ENTRIES} WHERE e.id = ${id}::bigint`);
  return row ?? null;
}

export interface MonthTotals {
  month: string;
  charged_cents: number;
  collected_cents: number;
  credited_cents: number;
}

/**
 * Whose invoices a summary counts: the tenant's own, or, for a manager, those of
 * the homes whose invoices they see (owned, or co-managed with the payments area:
 * the same homes as GET /invoices), optionally one of them.
 */
export type SummaryScope = { tenantUserId: number } | { managerUserId: number; buildingId?: number };

/**
 * The invoices a summary counts, as a condition on `invoices i`. A manager's homes are
 * named as an array, so each home's invoices are read through invoices (building_id, id
 * DESC) (0039): written `building_id IN (homes)`, PostgreSQL misjudged how many rows that
 * keeps and read all 90,000 invoices at 100× data for a manager with 500 homes
 * (docs/performance.md "The ledger page at 100×").
 */
function invoicesInScope(scope: SummaryScope): SQL {
  if ('tenantUserId' in scope) return sql`i.tenant_user_id = ${scope.tenantUserId}`;
  return sql`i.building_id = ANY (ARRAY${paymentHomesOf(scope.managerUserId)})
    ${scope.buildingId === undefined ? sql`` : sql`AND i.building_id = ${scope.buildingId}`}`;
}

/** The manager's own account entries a month adds to their balance (all but payouts); none for a tenant. */
function creditedInScope(scope: SummaryScope): SQL {
  if ('tenantUserId' in scope) return sql`false`;
  return sql`a.kind = 'manager' AND a.user_id = ${scope.managerUserId} AND e.entry_kind <> 'payout'
    ${scope.buildingId === undefined ? sql`` : sql`AND e.building_id = ${scope.buildingId}`}`;
}

/** The month an invoice counts for: its period month (the one its ledger entries carry). */
const INVOICE_MONTH = sql`coalesce(i.period_month, date_trunc('month', i.due_date)::date)`;
/** Where Hearth holds a deposit's money: paid and not returned. */
const HELD_DEPOSIT = sql`('deposit_active', 'deposit_pending_transfer_to_another_lease', 'deposit_held_by_another_lease', 'deposit_return_ready')`;

/**
 * Per month for the last `months` months up to `thisMonth` (`YYYY-MM-01`), or up
 * to next month once something is billed for it (rent is billed a few days ahead
 * and may be paid before its month starts), by the
 * rules of docs/money.md "What each screen shows": charged = invoice amounts
 * billed for that month (canceled ones left out), collected = those paid (the
 * invoice amount: no card fee), credited = what the manager's own account gained
 * that month (their ledger entries but payouts). Also what is still unpaid and
 * the security deposits Hearth holds.
 */
export async function monthlySummary(ex: Executor, scope: SummaryScope, months: number, thisMonth: string) {
  // The scope's invoices are read once (`mine`), and every figure is summed from them.
  const totals = await rows<{ month: string; charged: string; collected: string; credited: string; outstanding: string; held: string }>(ex, sql`
    WITH mine AS MATERIALIZED (
      SELECT i.id, ${INVOICE_MONTH} AS month, i.amount_cents, i.payment_status FROM invoices i WHERE ${invoicesInScope(scope)}
    ), last AS (
      SELECT CASE WHEN EXISTS (SELECT 1 FROM mine WHERE mine.month = (${thisMonth}::date + interval '1 month')::date)
        THEN (${thisMonth}::date + interval '1 month')::date ELSE ${thisMonth}::date END AS upto
    ), m AS (
      SELECT s.month::date AS month FROM last, generate_series(last.upto - make_interval(months => ${months - 1}), last.upto, interval '1 month') AS s(month)
    ), billed AS (
      SELECT mine.month,
        sum(mine.amount_cents) FILTER (WHERE mine.payment_status <> 'PAYMENT_CANCELED') AS charged,
        sum(mine.amount_cents) FILTER (WHERE mine.payment_status = 'SUCCESSFUL') AS collected
      FROM mine WHERE mine.month >= (SELECT min(month) FROM m) GROUP BY 1
    ), credited AS (
      SELECT e.period_month AS month, sum(e.amount_cents) AS credited
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE ${creditedInScope(scope)} AND e.period_month >= (SELECT min(month) FROM m) GROUP BY 1
    )
    SELECT to_char(m.month, 'YYYY-MM') AS month, coalesce(b.charged, 0)::text AS charged, coalesce(b.collected, 0)::text AS collected,
      coalesce(c.credited, 0)::text AS credited,
      (SELECT coalesce(sum(mine.amount_cents), 0) FROM mine WHERE ${unpaidInvoiceSql('mine')})::text AS outstanding,
      (SELECT coalesce(sum(d.amount_cents), 0) FROM tenant_deposits d JOIN mine ON mine.id = d.invoice_id
        WHERE d.status IN ${HELD_DEPOSIT})::text AS held
    FROM m LEFT JOIN billed b ON b.month = m.month LEFT JOIN credited c ON c.month = m.month ORDER BY m.month`);
  return {
    months: totals.map((t): MonthTotals => ({
      month: t.month, charged_cents: Number(t.charged), collected_cents: Number(t.collected), credited_cents: Number(t.credited),
    })),
    outstanding_cents: Number(totals[0]?.outstanding ?? 0),
    deposits_held_cents: Number(totals[0]?.held ?? 0),
  };
}

/** The homes a manager's summary counts (as GET /invoices), id and title only: the ledger page's home filter. */
export async function summaryHomes(ex: Executor, managerUserId: number) {
  return rows<Pick<BuildingsRow, 'id' | 'title'>>(ex, sql`SELECT b.id, b.title FROM buildings b WHERE b.id IN ${paymentHomesOf(managerUserId)} ORDER BY b.id`);
}

/** The caller's own account balance and, for a manager, whether staff paused their payouts. */
export async function accountFacts(ex: Executor, account: { kind: 'tenant' | 'manager'; userId: number }) {
  const [row] = await rows<{ balance: string | null; paused: boolean }>(ex, sql`
    SELECT (SELECT balance_cents::text FROM ledger_accounts WHERE kind = ${account.kind} AND user_id = ${account.userId}) AS balance,
      ${account.kind === 'manager'} AND EXISTS (SELECT 1 FROM manager_payout_pauses WHERE manager_user_id = ${account.userId}) AS paused`);
  return { balance_cents: Number(row?.balance ?? 0), payouts_paused: row?.paused === true };
}
