import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../../db/client.js';
import type { LedgerEntryRow } from './ledger-dto.js';
import { firstNameSql } from '../../db/person-name.js';

const isoOf = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const SELECT_ENTRIES = sql`
  SELECT e.id::text AS id, a.kind AS account_kind, a.user_id, e.entry_kind, e.ledger_item_type, e.charge_type,
    e.amount_cents::text AS amount_cents, e.description, e.period_month::text AS period_month, e.building_id,
    b.title AS building_name, e.lifecycle_id, e.invoice_id, e.deposit_id, e.counterparty_user_id,
    ${firstNameSql('c')} AS counterparty_first_name, e.reverses_entry_id::text AS reverses_entry_id, e.actor_role,
    ${isoOf(sql`e.created_at`)} AS created_at
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
  LEFT JOIN buildings b ON b.id = e.building_id LEFT JOIN users c ON c.id = e.counterparty_user_id`;

/** Whose entries: one account (a manager's own, a tenant's own), or any manager account (staff lists). */
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
}

function conditions(scope: LedgerScope, f: LedgerFilters, beforeId: number | null): SQL {
  const list = [
    sql`a.kind = ${scope.account.kind}`,
    scope.account.userId === null ? null : sql`a.user_id = ${scope.account.userId}`,
    f.buildingId === undefined ? null : sql`e.building_id = ${f.buildingId}`,
    f.tenantUserId === undefined ? null : sql`e.counterparty_user_id = ${f.tenantUserId}`,
    f.ledgerItemType === undefined ? null : sql`e.ledger_item_type = ${f.ledgerItemType}`,
    f.month === undefined ? null : sql`e.period_month = ${`${f.month}-01`}::date`,
    f.staffChargesOnly ? sql`e.actor_role = 'hearth-team' AND e.entry_kind = 'charge'` : null,
    beforeId === null ? null : sql`e.id < ${beforeId}`,
  ].filter((c): c is SQL => c !== null);
  return sql.join(list, sql` AND `);
}

/** Entries newest first (keyset on id), `limit` rows. */
export async function listEntries(ex: Executor, scope: LedgerScope, f: LedgerFilters, beforeId: number | null, limit: number): Promise<LedgerEntryRow[]> {
  return rows<LedgerEntryRow>(ex, sql`${SELECT_ENTRIES} WHERE ${conditions(scope, f, beforeId)} ORDER BY e.id DESC LIMIT ${limit}`);
}

export async function findEntry(ex: Executor, id: string): Promise<LedgerEntryRow | null> {
  const [row] = await rows<LedgerEntryRow>(ex, sql`${SELECT_ENTRIES} WHERE e.id = ${id}::bigint`);
  return row ?? null;
}

export interface MonthTotals {
  month: string;
  charged_cents: number;
  collected_cents: number;
}

/**
 * Which tenant entries a summary counts: the tenant's own account, or, for a
 * manager, the tenant accounts' entries for the homes they manage (optionally one).
 */
export type SummaryScope = { tenantUserId: number } | { managerUserId: number; buildingId?: number };

function summaryCondition(scope: SummaryScope): SQL {
  if ('tenantUserId' in scope) return sql`a.kind = 'tenant' AND a.user_id = ${scope.tenantUserId}`;
  return sql`a.kind = 'tenant' AND e.building_id IN (SELECT id FROM buildings WHERE manager_user_id = ${scope.managerUserId})
    ${scope.buildingId === undefined ? sql`` : sql`AND e.building_id = ${scope.buildingId}`}`;
}

/**
 * Charged (charges) vs collected (payments) per month for the last `months`
 * months up to `thisMonth` (`YYYY-MM-01`), and what is still owed overall.
 */
export async function monthlySummary(ex: Executor, scope: SummaryScope, months: number, thisMonth: string) {
  const totals = await rows<{ month: string; charged: string; collected: string }>(ex, sql`
    SELECT to_char(m.month, 'YYYY-MM') AS month,
      coalesce(sum(e.amount_cents) FILTER (WHERE e.entry_kind = 'charge'), 0)::text AS charged,
      coalesce(-sum(e.amount_cents) FILTER (WHERE e.entry_kind = 'payment'), 0)::text AS collected
    FROM generate_series(${thisMonth}::date - make_interval(months => ${months - 1}), ${thisMonth}::date, interval '1 month') AS m(month)
    LEFT JOIN (ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND ${summaryCondition(scope)})
      ON e.period_month = m.month::date
    GROUP BY m.month ORDER BY m.month`);
  const [owed] = await rows<{ outstanding: string }>(ex, sql`
    SELECT coalesce(sum(e.amount_cents), 0)::text AS outstanding
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE ${summaryCondition(scope)}`);
  return {
    months: totals.map((t): MonthTotals => ({ month: t.month, charged_cents: Number(t.charged), collected_cents: Number(t.collected) })),
    outstanding_cents: Number(owed!.outstanding),
  };
}

/** The caller's own account balance and, for a manager, whether staff paused their payouts. */
export async function accountFacts(ex: Executor, account: { kind: 'tenant' | 'manager'; userId: number }) {
  const [row] = await rows<{ balance: string | null; paused: boolean }>(ex, sql`
    SELECT (SELECT balance_cents::text FROM ledger_accounts WHERE kind = ${account.kind} AND user_id = ${account.userId}) AS balance,
      ${account.kind === 'manager'} AND EXISTS (SELECT 1 FROM manager_payout_pauses WHERE manager_user_id = ${account.userId}) AS paused`);
  return { balance_cents: Number(row?.balance ?? 0), payouts_paused: row?.paused === true };
}
