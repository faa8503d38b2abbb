import { describe, expect, it } from 'vitest';
import { checklistItems } from './myHearthWords';

describe('the move-in checklist', () => {
  it('ticks each item from its own record and says what is left', () => {
    const items = checklistItems({
      leaseCountersignedAt: '2026-11-01T10:00:00Z', depositPaidAt: null, autopayOn: true,
      rentersInsurancePurchasedAt: null, firstRentPaidAt: null, accessReady: false,
    });
    expect(items.filter((i) => i.done).map((i) => i.key)).toEqual(['countersigned', 'autopay']);
    expect(items.find((i) => i.key === 'deposit')).toMatchObject({ done: false, path: '/billing' });
    expect(items.find((i) => i.key === 'access')?.path).toBe('/renter-support');
  });
});
