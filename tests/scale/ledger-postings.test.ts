import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows, sql, type Db } from '../../api/db/client.js';
import { post, type Posting } from '../../api/money/ledger.js';
import { balanceMismatches } from '../../api/money/ledger-repository.js';
import { freshDatabase, type FreshDatabase } from './support/fresh-database.js';
import { describeWith } from './support/servers.js';

const POSTINGS = 10_000;
const CONCURRENCY = 50;
const TENANTS = 4;
const MANAGERS = 2;
// Without TEST_DATABASE_URL the suite is reported as skipped, with the reason (support/servers.ts).
const serverUrl = process.env.TEST_DATABASE_URL ?? '';

let fresh: FreshDatabase;
let db: Db;
let tenants: number[];
let managers: number[];

async function user(email: string, roles: string): Promise<number> {
  const [row] = await rows<{ id: number }>(db, sql`INSERT INTO users (email, first_name, last_name, roles)
    VALUES (${email}, 'Scale', 'User', ${roles}::text[]) RETURNING id`);
  return row!.id;
}

/**
 * One transaction like a rent payment: the tenant pays (−) and the manager is
 * credited (+), two accounts in one transaction, in an order that differs from
 * posting to posting (post() must still lock in id order and never deadlock).
 * Every fifth is a charge alone, every seventh has a posting key already used.
 */
function postingsFor(n: number): Posting[] {
  const tenant = tenants[n % TENANTS]!;
  const manager = managers[n % MANAGERS]!;
  const cents = 100 + (n % 97);
  const base = { ledgerItemType: 'bedroom rent' as const, periodMonth: '2030-01-01', description: `scale ${n}`, actor: { role: 'automatic' as const, userId: null } };
  if (n % 5 === 0) return [{ ...base, account: { kind: 'tenant', userId: tenant }, kind: 'charge', chargeType: 'rent V2', amountCents: cents }];
  const pair: Posting[] = [
    { ...base, account: { kind: 'tenant', userId: tenant }, kind: 'payment', amountCents: -cents, postingKey: n % 7 === 0 ? 'scale:dup:tenant' : `scale:${n}:tenant` },
    { ...base, account: { kind: 'manager', userId: manager }, kind: 'charge', amountCents: cents - 10, counterpartyUserId: tenant, postingKey: `scale:${n}:manager` },
  ];
  return n % 2 === 0 ? pair : pair.reverse();
}

async function runAll(): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < POSTINGS; n = next++) {
      await db.transaction((tx) => post(tx, postingsFor(n)));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

describeWith(['postgres'], 'ledger postings on real PostgreSQL', () => {
  beforeAll(async () => {
    fresh = await freshDatabase(serverUrl, CONCURRENCY + 2);
    db = fresh.database.db;
    tenants = [];
    managers = [];
    for (let i = 0; i < TENANTS; i++) tenants.push(await user(`t${i}@ledger.scale`, '{tenant}'));
    for (let i = 0; i < MANAGERS; i++) managers.push(await user(`m${i}@ledger.scale`, '{manager}'));
  }, 120_000);
  afterAll(() => fresh?.drop());

  it(`${POSTINGS} concurrent postings (${CONCURRENCY} at once, tenant and manager accounts together) keep every balance the sum of its entries`, async () => {
    await runAll();
    expect(await balanceMismatches(db)).toEqual([]);
    const accounts = await rows<{ balance: string; sum: string; entries_count: number; n: number }>(db, sql`
      SELECT a.balance_cents::text AS balance, coalesce(sum(e.amount_cents), 0)::text AS sum, a.entries_count, count(e.id)::int AS n
      FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id`);
    expect(accounts).toHaveLength(TENANTS + MANAGERS);
    for (const a of accounts) {
      expect(a.balance).toBe(a.sum);
      expect(a.entries_count).toBe(a.n);
    }
    // The duplicated posting key was posted once; every other posting landed.
    const [dup] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ledger_entries WHERE posting_key = 'scale:dup:tenant'`);
    expect(dup!.n).toBe(1);
    const expected = Array.from({ length: POSTINGS }, (_, n) => postingsFor(n).length).reduce((a, b) => a + b, 0)
      - Array.from({ length: POSTINGS }, (_, n) => n).filter((n) => n % 5 !== 0 && n % 7 === 0).length + 1;
    const [total] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ledger_entries`);
    expect(total!.n).toBe(expected);
  }, 600_000);
});
