import { sql, type Executor } from '../../db/client.js';

/** The manager's (test) payout account, made once. */
export async function ensurePayoutAccount(ex: Executor, me: number, accountId: string): Promise<void> {
  await ex.execute(sql`INSERT INTO payout_accounts (user_id, provider_account_id) VALUES (${me}, ${accountId})
      ON CONFLICT (user_id) DO NOTHING`);
}

/** The processor's onboarding came back: the account and the user are connected (the first time counts). */
export async function markPayoutAccountConnected(tx: Executor, managerId: number): Promise<void> {
  await tx.execute(sql`UPDATE payout_accounts SET connected_at = coalesce(connected_at, now()) WHERE user_id = ${managerId}`);
  await tx.execute(sql`UPDATE users SET stripe_connect_account_connected_at = coalesce(stripe_connect_account_connected_at, now())
        WHERE id = ${managerId} AND EXISTS (SELECT 1 FROM payout_accounts WHERE user_id = ${managerId})`);
}
