import { z } from 'zod';
import { referralErrors } from '../../money/referrals.js';
import { isReferralCode } from '../../money/referrals-repository.js';
import { staysAtLeastMonths } from '../../domain/applications/stay.js';
import { HttpError } from '../../http/errors.js';
import { applicationErrors } from '../applications/application-errors.js';
import type { LifecycleActionSpec } from './action-route.js';
import type { LifecycleRow } from './lifecycles-repository.js';
import { NoBody } from './review-actions.js';
import { automaticPromos, findActivePromo, setPromo, type Promo } from './lifecycle-actions-repository.js';

const fitsStay = (promo: Promo, row: Pick<LifecycleRow, 'move_in_date' | 'move_out_date'>) =>
  staysAtLeastMonths(row.move_in_date, row.move_out_date, promo.min_lease_months);

const PromoBody = z.object({ promo_code: z.string().trim().toUpperCase().min(1, { error: 'Enter a promo code.' }).max(40) }).strict();
export const addPromo: LifecycleActionSpec<typeof PromoBody> = {
  action: 'add-promo',
  summary: 'Apply a promo code to an application',
  description: 'Sets promo_code (replacing any). 422 unknown_promo_code, promo_code_requires_six_months.',
  body: PromoBody,
  async run(tx, { row, body }) {
    const promo = await findActivePromo(tx, body.promo_code);
    if (!promo) throw applicationErrors.unknownPromoCode();
    if (!fitsStay(promo, row)) throw applicationErrors.promoNeedsSixMonths();
    if (await isReferralCode(tx, promo.code) === row.tenant_user_id) throw referralErrors.ownCode();
    await setPromo(tx, row.id, promo.code);
    return { promo_code: promo.code, replaced: row.promo_code };
  },
};

export const removePromo: LifecycleActionSpec<typeof NoBody> = {
  action: 'remove-promo',
  summary: 'Take the promo code off an application',
  description: 'Clears promo_code; 422 no_promo_code when there is none.',
  body: NoBody,
  async run(tx, { row }) {
    if (!row.promo_code) throw new HttpError(422, 'no_promo_code', 'This application has no promo code.');
    await setPromo(tx, row.id, null);
    return { removed: row.promo_code };
  },
};

/** Hearth's own credits, which Hearth pays for, so a manager may grant them without costing the home anything. */
const AUTOMATIC_KINDS = ['product_upfront_credit', 'product_offered_credit_6mo_min'];

export const applyAutomaticPromo: LifecycleActionSpec<typeof NoBody> = {
  action: 'apply-automatic-promo',
  summary: 'Apply the best Hearth-backed credit the stay qualifies for',
  description: 'Picks the largest active product-backed credit whose minimum stay the application meets (fewest strings attached on a tie). '
    + '422 promo_code_already_applied when it has one.',
  body: NoBody,
  async run(tx, { row }) {
    if (row.promo_code) throw new HttpError(422, 'promo_code_already_applied', `Promo code ${row.promo_code} is already applied.`);
    const candidates = await automaticPromos(tx, AUTOMATIC_KINDS);
    const best = candidates.find((promo) => fitsStay(promo, row));
    if (!best) throw new HttpError(422, 'no_automatic_promo', 'No automatic promo fits this stay.');
    await setPromo(tx, row.id, best.code);
    return { promo_code: best.code };
  },
};
