import { describe, expect, it } from 'vitest';
import { connectionToFinish, showFinishGuarantorScreening } from './finishGuarantorScreening.js';

describe('Finish Guarantor Screening button (spec §2)', () => {
  it.each([
    ['a tenant who guarantees nobody', 'tenant', [], false],
    ['a tenant who just accepted an invite', 'tenant', ['accepted'], true],
    ['a tenant whose screening is done but not their income', 'tenant', ['screening_completed'], true],
    ['a tenant who finished everything as guarantor', 'tenant', ['completed'], false],
    ['a tenant with one finished and one unfinished connection', 'tenant', ['completed', 'accepted'], true],
    ['someone invited who has not accepted yet', 'tenant', ['invited'], false],
    ['a guarantor acting as manager', 'manager', ['accepted'], false],
    ['a guarantor acting as vendor', 'vendor', ['screening_completed'], false],
    ['a guest', null, [], false],
  ] as const)('%s → %s', (_who, role, statuses, expected) => {
    expect(showFinishGuarantorScreening(role, statuses)).toBe(expected);
  });

  it('leads to the newest unfinished connection', () => {
    const list = [{ id: 3, status: 'completed' }, { id: 2, status: 'screening_completed' }, { id: 1, status: 'accepted' }] as const;
    expect(connectionToFinish(list)?.id).toBe(2);
    expect(connectionToFinish([{ id: 1, status: 'completed' as const }])).toBeNull();
  });
});
