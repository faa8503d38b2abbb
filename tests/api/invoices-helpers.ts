import { randomUUID } from 'node:crypto';
import type { ChargeType, LedgerItemType } from '../../common/money.js';
import { rows, sql } from '../../api/db/client.js';
import type { AppDeps } from '../../api/deps.js';
import { createInvoice } from '../../api/money/invoices.js';
import type { TestApi } from '../support/api.js';

export interface InvoiceFixture {
  tenantUserId: number;
  buildingId: number;
  lifecycleId: number;
  amountCents?: number;
  chargeType?: ChargeType;
  ledgerItemType?: LedgerItemType;
}

/** An invoice as the monthly job would create it (createInvoice), for a resident's lifecycle. */
export async function makeInvoice(deps: AppDeps, f: InvoiceFixture): Promise<number> {
  const created = await deps.database.db.transaction((tx) => createInvoice(tx, {
    tenantUserId: f.tenantUserId, lifecycleId: f.lifecycleId, buildingId: f.buildingId,
    chargeType: f.chargeType ?? 'rent V2', ledgerItemType: f.ledgerItemType ?? 'bedroom rent',
    description: 'Rent for the month', amountCents: f.amountCents ?? 100_000,
    periodMonth: `${new Date().toISOString().slice(0, 7)}-01`, dueDate: new Date().toISOString().slice(0, 10),
    sourceKey: `test:${randomUUID()}`, actor: { role: 'automatic', userId: null },
  }));
  return created!.id;
}

/** Saves a source through the api and returns its id. */
export async function addSource(api: TestApi, token: string, body: Record<string, unknown>): Promise<number> {
  const res = await api.call('POST', '/payment-source', { token, body });
  if (res.statusCode !== 201) throw new Error(`payment-source ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

export const payBody = (sourceId: number) => ({ payment_source_id: sourceId });

export async function pay(api: TestApi, token: string, invoiceId: number, body: unknown, key: string | null = randomUUID()) {
  return api.call('POST', `/invoices/${invoiceId}/attempt`, { token, body, headers: key ? { 'idempotency-key': key } : {} });
}

export async function countRows(deps: AppDeps, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(deps.database.db, query);
  return row!.n;
}
