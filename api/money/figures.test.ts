import { describe, expect, it } from 'vitest';
import { cardFeeCents, managerPaidWords, managerShareOf, tenantPaidWords, totalPaidCents } from './figures.js';

describe('the figures of one payment (docs/money.md "What each screen shows")', () => {
  it('the card fee is cardFeeBasisPoints of the invoice, half up; the total is invoice + fee', () => {
    expect(cardFeeCents(73_000)).toBe(2_190);
    expect(cardFeeCents(50)).toBe(2);
    expect(totalPaidCents({ invoiceCents: 73_000, cardFeeCents: 2_190 })).toBe(75_190);
  });

  it('the manager is credited rent less the platform fee, a landlord fee in full, a deposit or Hearth fee nothing', () => {
    expect(managerShareOf({ chargeType: 'rent V2', amountCents: 113_600 }, 4_100)).toBe(109_500);
    expect(managerShareOf({ chargeType: 'rent V2', amountCents: 1_000 }, 4_100)).toBe(0);
    expect(managerShareOf({ chargeType: 'pet fee', amountCents: 5_000 }, 0)).toBe(5_000);
    expect(managerShareOf({ chargeType: 'security deposit', amountCents: 73_000 }, 0)).toBe(0);
    expect(managerShareOf({ chargeType: 'application fee', amountCents: 4_500 }, 0)).toBe(0);
  });

  it('the tenant reads what their card was charged, split; the manager the invoice amount and their share, never the card fee', () => {
    const deposit = { invoiceCents: 73_000, cardFeeCents: 2_190, managerShareCents: 0, chargeType: 'security deposit' };
    expect(tenantPaidWords(deposit)).toBe('$751.90 paid: $730 + $21.90 card fee.');
    expect(managerPaidWords(deposit)).toBe('Your tenant paid $730. Hearth holds the deposit until the lease ends, so nothing is added to your balance.');
    const rent = { invoiceCents: 113_600, cardFeeCents: 3_408, managerShareCents: 109_500, chargeType: 'rent V2' };
    expect(managerPaidWords(rent)).toBe("Your tenant paid $1,136. $1,095 is added to your balance (after Hearth's $41 platform fee).");
    expect(managerPaidWords({ ...rent, chargeType: 'late fee', invoiceCents: 5_000, managerShareCents: 5_000 }))
      .toBe('Your tenant paid $50. $50 is added to your balance.');
    expect(tenantPaidWords({ ...rent, cardFeeCents: 0 })).toBe('$1,136 paid.');
    // A co-manager hears of it, but the share is the owner's.
    expect(managerPaidWords(rent, true, 'Robin Castellano')).toBe("Robin Castellano paid $1,136. $1,095 is added to your balance (after Hearth's $41 platform fee).");
    expect(managerPaidWords(rent, false)).toBe("Your tenant paid $1,136. $1,095 is added to the home owner's balance (after Hearth's $41 platform fee).");
  });
});
