import { randomInt } from 'node:crypto';
import { REFERRAL_RULES } from '../../common/money.js';
import type { Executor } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { post } from './ledger.js';
import {
  findReferralCode, findReferralUses, findReferredLifecycle, hasCurrentLease, insertReferralCode, insertReferralCredit, lockUser,
  setCreditEntry, type ReferralCode, type ReferralUse,
} from './referrals-repository.js';

/**
 * Referrals (/my-hearth#promote-listing; docs/money.md "Referrals"): a resident's own
 * promotion code. It is issued only while they hold a signed lease; a friend's
 * application carries it as its promo_code (Hearth pays the friend's upfront
 * credit); when the friend signs their lease, `creditReferrer` (called by the
 * signature, in its transaction) credits the referrer once.
 */

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => `${REFERRAL_RULES.codePrefix}-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export const referralErrors = {
  needsSignedLease: () => new HttpError(422, 'referral_needs_signed_lease', 'You can invite friends once you have signed a lease.'),
  ownCode: () => new HttpError(422, 'own_referral_code', 'This is your own invite code: share it with a friend instead.', { promo_code: 'This is your own invite code.' }),
};

/** The caller's code, issued on the first call (idempotent); 422 referral_needs_signed_lease without a current lease. */
export async function issueReferralCode(tx: Executor, userId: number): Promise<ReferralCode> {
  await lockUser(tx, userId);
  const existing = await findReferralCode(tx, userId);
  if (existing) return existing;
  if (!(await hasCurrentLease(tx, userId))) throw referralErrors.needsSignedLease();
  for (let attempt = 0; attempt < 10; attempt++) {
    if (await insertReferralCode(tx, userId, newCode(), REFERRAL_RULES.promoKind, REFERRAL_RULES.friendCreditCents, REFERRAL_RULES.referrerCreditCents)) {
      return (await findReferralCode(tx, userId))!;
    }
  }
  throw new Error('could not find a free referral code');
}

export interface Referral {
  eligible: boolean;
  code: string | null;
  friend_credit_cents: number;
  referrer_credit_cents: number;
  uses: ReferralUse[];
  credited_total_cents: number;
}

/** What /my-hearth shows: whether the caller may invite, their code, and who used it. */
export async function referralOf(ex: Executor, userId: number): Promise<Referral> {
  const [eligible, code] = await Promise.all([hasCurrentLease(ex, userId), findReferralCode(ex, userId)]);
  const uses = code ? await findReferralUses(ex, code.code) : [];
  return {
    eligible,
    code: code?.code ?? null,
    friend_credit_cents: REFERRAL_RULES.friendCreditCents,
    referrer_credit_cents: code?.referrer_credit_cents ?? REFERRAL_RULES.referrerCreditCents,
    uses,
    credited_total_cents: uses.reduce((sum, u) => sum + (u.credit_cents ?? 0), 0),
  };
}

const monthOf = (iso: string) => `${iso.slice(0, 7)}-01`;

/**
 * Once a lifecycle carrying a referral code has a signed lease, its referrer gets a
 * "tenant promotional credit" once: referral_credits holds one row per lifecycle and
 * the ledger posting has its own key, so running this again changes nothing.
 * Returns the credited cents, or null when nothing was (no code, not signed, own code, done before).
 */
export async function creditReferrer(tx: Executor, lifecycleId: number): Promise<number | null> {
  const referred = await findReferredLifecycle(tx, lifecycleId);
  if (!referred || !referred.lease_signed_at || referred.referrer_user_id === referred.tenant_user_id) return null;
  if (!(await insertReferralCredit(tx, referred))) return null;
  const [entryId] = await post(tx, [{
    account: { kind: 'tenant', userId: referred.referrer_user_id },
    kind: 'credit',
    ledgerItemType: 'tenant promotional credit',
    amountCents: -referred.referrer_credit_cents,
    description: `Referral credit: ${referred.friend_first_name} signed a lease at ${referred.building_title} with your invite code ${referred.code}`,
    periodMonth: monthOf(new Date().toISOString()),
    counterpartyUserId: referred.tenant_user_id,
    postingKey: `referral:${lifecycleId}`,
    actor: { role: 'automatic', userId: null },
  }]);
  if (entryId) await setCreditEntry(tx, lifecycleId, entryId);
  return referred.referrer_credit_cents;
}
