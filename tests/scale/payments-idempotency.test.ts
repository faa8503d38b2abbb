import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { loadSigningKeys } from '../../api/auth/keys.js';
import { signToken } from '../../api/auth/tokens.js';
import { loadApiConfig } from '../../api/config.js';
import { rows, sql, type Db } from '../../api/db/client.js';
import type { AppDeps } from '../../api/deps.js';
import { createInvoice } from '../../api/money/invoices.js';
import { balanceMismatches } from '../../api/money/ledger-repository.js';
import { outboxMailer } from '../../api/providers/mailer.js';
import { freshDatabase, type FreshDatabase } from './support/fresh-database.js';
import { describeWith } from './support/servers.js';

const REPLAYS = 1_000;
const CONCURRENCY = 50;
// Without TEST_DATABASE_URL the suite is reported as skipped, with the reason (support/servers.ts).
const serverUrl = process.env.TEST_DATABASE_URL ?? '';

let fresh: FreshDatabase;
let db: Db;
let app: FastifyInstance;
let token: string;
let invoiceId: number;
let secondInvoiceId: number;

const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(db, q))[0]!;

/** A manager's home, a tenant with a tok_visa autopay card, one rent invoice, and the tenant's session token. */
async function seed(deps: AppDeps): Promise<void> {
  const manager = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name, roles)
    VALUES ('manager@pay.test', 'Mona', 'Manager', '{manager}') RETURNING id`);
  const building = await one<{ id: number }>(sql`INSERT INTO buildings (manager_user_id, title, property_type, street, city, state, zip)
    VALUES (${manager.id}, 'Pay House', 'sfr', '1 Pay St', 'Durham', 'NC', '27701') RETURNING id`);
  const tenant = await one<{ id: number }>(sql`INSERT INTO users (email, first_name, last_name, roles)
    VALUES ('tenant@pay.test', 'Tess', 'Tenant', '{tenant}') RETURNING id`);
  await db.execute(sql`INSERT INTO payment_sources (user_id, kind, provider_ref, brand, last4, is_autopay)
    VALUES (${tenant.id}, 'card', 'card:tok_visa', 'visa', '4242', true)`);
  const created = await db.transaction((tx) => createInvoice(tx, {
    tenantUserId: tenant.id, buildingId: building.id, chargeType: 'rent V2', ledgerItemType: 'bedroom rent',
    description: 'Rent', amountCents: 120_000, periodMonth: '2030-01-01', dueDate: '2030-01-01',
    sourceKey: 'scale:rent', actor: { role: 'automatic', userId: null },
  }));
  invoiceId = created!.id;
  const second = await db.transaction((tx) => createInvoice(tx, {
    tenantUserId: tenant.id, buildingId: building.id, chargeType: 'rent V2', ledgerItemType: 'bedroom rent',
    description: 'Rent', amountCents: 120_000, periodMonth: '2030-02-01', dueDate: '2030-02-01',
    sourceKey: 'scale:rent:2', actor: { role: 'automatic', userId: null },
  }));
  secondInvoiceId = second!.id;
  const sid = randomUUID();
  await db.execute(sql`INSERT INTO sessions (id, user_id, typ, user_role, expires_at)
    VALUES (${sid}, ${tenant.id}, 'session', 'tenant', now() + interval '1 hour')`);
  token = await signToken(deps.keys, { sub: String(tenant.id), sid, typ: 'session', user_role: 'tenant', staff: false }, 3600);
}

describeWith(['postgres'], 'paying one invoice with one Idempotency-Key on real PostgreSQL', () => {
  beforeAll(async () => {
    fresh = await freshDatabase(serverUrl, CONCURRENCY + 5);
    db = fresh.database.db;
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-pay-'));
    const config = loadApiConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent', API_PORT: '0' });
    const deps: AppDeps = { config, database: fresh.database, keys: await loadSigningKeys({ dataDir }), mailer: outboxMailer(db) };
    app = await buildApp(deps);
    await app.ready();
    await seed(deps);
  });
  afterAll(async () => {
    await app?.close();
    await fresh?.drop();
  });

  it(`${REPLAYS} replays at concurrency ${CONCURRENCY}: one charge, one payment entry, the same response every time`, async () => {
    const started = Date.now();
    const key = randomUUID();
    const bodies: string[] = [];
    const statuses: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < REPLAYS) {
        next++;
        const res = await app.inject({
          method: 'POST', url: `/v20/invoices/${invoiceId}/attempt`, payload: {},
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        });
        statuses.push(res.statusCode);
        bodies.push(res.body);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(statuses).toHaveLength(REPLAYS);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ id: invoiceId, payment_status: 'SUCCESSFUL', attempts_made: 1 });
    const attempts = await rows<{ outcome: string }>(db, sql`SELECT outcome FROM payment_attempts WHERE invoice_id = ${invoiceId}`);
    expect(attempts).toEqual([{ outcome: 'succeeded' }]);
    const payments = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.invoice_id = ${invoiceId} AND a.kind = 'tenant' AND e.entry_kind = 'payment' AND e.charge_type = 'rent V2'`);
    expect(payments.n).toBe(1);
    expect(await balanceMismatches(db)).toEqual([]);
    console.log(JSON.stringify({ test: 'payments-idempotency', replays: REPLAYS, concurrency: CONCURRENCY, seconds: (Date.now() - started) / 1000 }));
  }, 600_000);

  it(`${CONCURRENCY} attempts at once, each with its own key: one charge; the others wait and find it paid (422)`, async () => {
    const results = await Promise.all(Array.from({ length: CONCURRENCY }, () => app.inject({
      method: 'POST', url: `/v20/invoices/${secondInvoiceId}/attempt`, payload: {},
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    })));
    const paid = results.filter((r) => r.statusCode === 200);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const r of paid) expect(r.json().payment_status).toBe('SUCCESSFUL');
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().error.code).toBe('invoice_not_payable');
    }
    const attempts = await rows<{ outcome: string }>(db, sql`SELECT outcome FROM payment_attempts WHERE invoice_id = ${secondInvoiceId}`);
    expect(attempts).toEqual([{ outcome: 'succeeded' }]);
    expect(await balanceMismatches(db)).toEqual([]);
  }, 120_000);
});
