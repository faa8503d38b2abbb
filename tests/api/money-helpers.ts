import { rows, sql } from '../../api/db/client.js';
import { computeMonthlyRecurringCharges } from '../../api/jobs/monthly-charges.js';
import type { TestApi } from '../support/api.js';
import type { ListedRoom } from './applications-helpers.js';
import { preparedLease, sign, type Lease } from './leases-helpers.js';

/** Applies for `room`, prepares and signs the lease as the tenant (the schedule is written then). */
export async function signedLease(api: TestApi, token: string, email: string, fullName: string, room: ListedRoom, extra: Record<string, unknown> = {}): Promise<Lease> {
  const lease = await preparedLease(api, token, email, room, extra);
  const signed = await sign(api, token, lease.id, fullName);
  if (signed.statusCode !== 200) throw new Error(`signing failed: ${signed.statusCode} ${signed.body}`);
  return signed.json() as Lease;
}

/** The money job, run directly as the scheduler would, on a given day. */
export const runJob = (api: TestApi, asOf: string) => computeMonthlyRecurringCharges(api.deps, { asOf, triggerSource: 'CRON' });

export async function count(api: TestApi, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(api.deps.database.db, sql`SELECT count(*)::int AS n FROM (${query}) q`);
  return row!.n;
}

export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const idem = (key: string) => ({ 'idempotency-key': key });
