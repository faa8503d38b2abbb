import { describe, expect, it } from 'vitest';
import { promoCodeParam, withPromoCode } from './promoCodeParam';

describe('a promo code in a link', () => {
  it('is read in capitals and ignored when it cannot be a code', () => {
    expect(promoCodeParam(new URLSearchParams('promo_code=friend-k7q2mx'))).toBe('FRIEND-K7Q2MX');
    expect(promoCodeParam(new URLSearchParams('promo_code=<script>'))).toBeNull();
    expect(promoCodeParam(new URLSearchParams(''))).toBeNull();
  });

  it('is carried on to the apply link', () => {
    expect(withPromoCode('FRIEND-K7Q2MX', '&')).toBe('&promo_code=FRIEND-K7Q2MX');
    expect(withPromoCode(null, '?')).toBe('');
  });
});
