import { rows, sql, type Executor } from '../../../db/client.js';
import { isoOf } from '../../../db/sql-helpers.js';
import type {
  ResidentialServiceProviderPayoutAccountsRow, ResidentialServiceProviderPayoutsRow,
} from '../../../db/__generated__/rows.js';

export type ProviderPayoutAccountRow = ResidentialServiceProviderPayoutAccountsRow;

/** The company's (test) payout account, made once. */
export async function ensureProviderPayoutAccount(ex: Executor, providerId: number, accountId: string): Promise<void> {
  await ex.execute(sql`INSERT INTO residential_service_provider_payout_accounts (residential_service_provider_id, provider_account_id)
    VALUES (${providerId}, ${accountId}) ON CONFLICT (residential_service_provider_id) DO NOTHING`);
}

export async function findProviderPayoutAccount(ex: Executor, providerId: number): Promise<ProviderPayoutAccountRow | null> {
  const [row] = await rows<ProviderPayoutAccountRow>(ex, sql`SELECT residential_service_provider_id, provider_account_id,
      ${isoOf(sql`onboarding_started_at`)} AS onboarding_started_at, ${isoOf(sql`connected_at`)} AS connected_at
    FROM residential_service_provider_payout_accounts WHERE residential_service_provider_id = ${providerId}`);
  return row ?? null;
}

/** The processor's onboarding came back: connected (the first time counts). False when no account was started. */
export async function markProviderPayoutAccountConnected(ex: Executor, providerId: number): Promise<boolean> {
  const updated = await rows(ex, sql`UPDATE residential_service_provider_payout_accounts SET connected_at = coalesce(connected_at, now())
    WHERE residential_service_provider_id = ${providerId} RETURNING 1`);
  return updated.length > 0;
}

export type ProviderPayoutRow = Pick<ResidentialServiceProviderPayoutsRow, 'id' | 'residential_service_provider_id' | 'service_activity_id'
  | 'status' | 'provider_payout_id' | 'source_key'> & { amount_cents: number };

/** A job's payout, once per source key: its id, or null when the key was recorded already. */
export async function insertProviderPayout(ex: Executor, p: { providerId: number; activityId: number; amountCents: number; sourceKey: string }): Promise<number | null> {
  const [row] = await rows<Pick<ProviderPayoutRow, 'id'>>(ex, sql`
    INSERT INTO residential_service_provider_payouts (residential_service_provider_id, service_activity_id, amount_cents,
      ledger_item_type, charge_type, status, source_key)
    VALUES (${p.providerId}, ${p.activityId}, ${p.amountCents}, 'residential service payment', 'residential service payment',
      'awaiting_payout_account', ${p.sourceKey})
    ON CONFLICT (source_key) DO NOTHING RETURNING id`);
  return row?.id ?? null;
}

export async function markProviderPayoutPaid(ex: Executor, payoutId: number, providerPayoutId: string): Promise<void> {
  await ex.execute(sql`UPDATE residential_service_provider_payouts SET status = 'paid', provider_payout_id = ${providerPayoutId}, paid_at = now()
    WHERE id = ${payoutId} AND status = 'awaiting_payout_account'`);
}

/** Payouts waiting for the company's account, oldest first, locked (the connect and a payment may meet). */
export async function awaitingPayouts(ex: Executor, providerId: number): Promise<ProviderPayoutRow[]> {
  return rows<ProviderPayoutRow>(ex, sql`SELECT id, residential_service_provider_id, service_activity_id, amount_cents::int AS amount_cents,
      status, provider_payout_id, source_key
    FROM residential_service_provider_payouts
    WHERE residential_service_provider_id = ${providerId} AND status = 'awaiting_payout_account' ORDER BY id FOR UPDATE`);
}

export type ProviderPayoutListRow = Pick<ResidentialServiceProviderPayoutsRow, 'id' | 'service_activity_id' | 'status' | 'paid_at' | 'created_at'>
  & { amount_cents: number; service_type_name: string; building_city: string; building_state: string };

/** The company's payouts, newest first, keyset-paged by id (`before`: the last id of the page before). */
export async function listProviderPayouts(ex: Executor, providerId: number, before: number | null, take: number): Promise<ProviderPayoutListRow[]> {
  return rows<ProviderPayoutListRow>(ex, sql`
    SELECT p.id, p.service_activity_id, p.amount_cents::int AS amount_cents, p.status,
      ${isoOf(sql`p.paid_at`)} AS paid_at, ${isoOf(sql`p.created_at`)} AS created_at,
      st.name AS service_type_name, b.city AS building_city, b.state AS building_state
    FROM residential_service_provider_payouts p
    JOIN service_activities a ON a.id = p.service_activity_id
    JOIN service_types st ON st.id = a.service_type_id
    JOIN buildings b ON b.id = a.building_id
    WHERE p.residential_service_provider_id = ${providerId} AND (${before}::int IS NULL OR p.id < ${before}::int)
    ORDER BY p.id DESC LIMIT ${take}`);
}
