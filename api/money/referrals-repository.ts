import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/client.js';
import { firstNameSql } from '../db/person-name.js';
import type { ReferralCodesRow, ReferralCreditsRow } from '../db/__generated__/rows.js';

/** The SQL of referrals (api/money/referrals.ts). */

/** A signed lease that is not over and not ended early: what makes a tenant a resident. */
export const CURRENT_LEASE = sql`l.lease_signed_at IS NOT NULL AND l.application_deactivated_at IS NULL AND l.move_out_date >= current_date`;

export async function hasCurrentLease(ex: Executor, userId: number): Promise<boolean> {
  const found = await rows(ex, sql`SELECT 1 FROM lifecycles l WHERE l.tenant_user_id = ${userId} AND ${CURRENT_LEASE} LIMIT 1`);
  return found.length > 0;
}

export type ReferralCode = Pick<ReferralCodesRow, 'code' | 'referrer_credit_cents' | 'created_at'>;

export async function findReferralCode(ex: Executor, userId: number): Promise<ReferralCode | null> {
  const [row] = await rows<ReferralCode>(ex, sql`
    SELECT code, referrer_credit_cents, created_at::text AS created_at FROM referral_codes WHERE user_id = ${userId}`);
  return row ?? null;
}

/** Serializes issuing per user (two clicks at once make one code). */
export async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
}

export async function insertReferralCode(tx: Executor, userId: number, code: string, kind: string, friendCents: number, referrerCents: number): Promise<boolean> {
  const taken = await rows(tx, sql`SELECT 1 FROM promo_codes WHERE code = ${code}`);
  if (taken.length > 0) return false;
  await tx.execute(sql`INSERT INTO promo_codes (code, kind, amount_cents, min_lease_months) VALUES (${code}, ${kind}, ${friendCents}, 0)`);
  await tx.execute(sql`INSERT INTO referral_codes (user_id, code, referrer_credit_cents) VALUES (${userId}, ${code}, ${referrerCents})`);
  return true;
}

export async function isReferralCode(ex: Executor, code: string): Promise<number | null> {
  const [row] = await rows<{ user_id: number }>(ex, sql`SELECT user_id FROM referral_codes WHERE code = ${code}`);
  return row?.user_id ?? null;
}

export interface ReferredLifecycle {
  id: number;
  tenant_user_id: number;
  friend_first_name: string;
  building_title: string;
  lease_signed_at: string | null;
  referrer_user_id: number;
  code: string;
  referrer_credit_cents: number;
}

/** The lifecycle and the code's owner when the lifecycle carries someone's referral code. */
export async function findReferredLifecycle(ex: Executor, lifecycleId: number): Promise<ReferredLifecycle | null> {
  const [row] = await rows<ReferredLifecycle>(ex, sql`
    SELECT l.id, l.tenant_user_id, ${firstNameSql('u')} AS friend_first_name, b.title AS building_title,
      l.lease_signed_at::text AS lease_signed_at, rc.user_id AS referrer_user_id, rc.code, rc.referrer_credit_cents
    FROM lifecycles l JOIN referral_codes rc ON rc.code = l.promo_code
      JOIN users u ON u.id = l.tenant_user_id JOIN buildings b ON b.id = l.building_id
    WHERE l.id = ${lifecycleId}`);
  return row ?? null;
}

/** Records the credit; false when this lifecycle was already credited. */
export async function insertReferralCredit(tx: Executor, r: ReferredLifecycle): Promise<boolean> {
  const inserted = await rows(tx, sql`
    INSERT INTO referral_credits (referred_lifecycle_id, referrer_user_id, code, amount_cents)
    VALUES (${r.id}, ${r.referrer_user_id}, ${r.code}, ${r.referrer_credit_cents})
    ON CONFLICT (referred_lifecycle_id) DO NOTHING RETURNING referred_lifecycle_id`);
  return inserted.length > 0;
}

export async function setCreditEntry(tx: Executor, lifecycleId: number, entryId: string): Promise<void> {
  await tx.execute(sql`UPDATE referral_credits SET ledger_entry_id = ${entryId} WHERE referred_lifecycle_id = ${lifecycleId}`);
}

export interface ReferralUse {
  lifecycle_id: number;
  friend_first_name: string;
  building_title: string;
  applied_at: string;
  lease_signed_at: string | null;
  credit_cents: ReferralCreditsRow['amount_cents'] | null;
  credited_at: string | null;
}

/** Every application that carries the code (active, signed or credited), newest first. */
export async function findReferralUses(ex: Executor, code: string): Promise<ReferralUse[]> {
  return rows<ReferralUse>(ex, sql`
    SELECT l.id AS lifecycle_id, ${firstNameSql('u', 'A friend')} AS friend_first_name, b.title AS building_title,
      l.created_at::text AS applied_at, l.lease_signed_at::text AS lease_signed_at,
      c.amount_cents AS credit_cents, c.credited_at::text AS credited_at
    FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id JOIN buildings b ON b.id = l.building_id
      LEFT JOIN referral_credits c ON c.referred_lifecycle_id = l.id
    WHERE l.promo_code = ${code} AND (c.referred_lifecycle_id IS NOT NULL OR l.application_deactivated_at IS NULL)
    ORDER BY l.created_at DESC, l.id DESC LIMIT 50`);
}
