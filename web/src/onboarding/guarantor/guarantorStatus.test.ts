import { describe, expect, it } from 'vitest';
import { guarantorSteps, secondsUntil, statusForTenant, statusTone, tenantWords } from './guarantorStatus';

describe('guarantor status wording', () => {
  it.each([
    ['INVITED', 'Invite sent — waiting for Gus to accept', 'waiting'],
    ['ACCEPTED', 'Gus accepted — screening in progress', 'progress'],
    ['SCREENING_COMPLETED', 'Gus finished screening — income verification next', 'progress'],
    ['COMPLETED', 'Gus completed every step', 'done'],
  ])('a tenant whose guarantor is %s reads "%s"', (status, text, tone) => {
    expect(statusForTenant(status, 'Gus Grant')).toBe(text);
    expect(statusTone(status)).toBe(tone);
  });

  it('marks the guarantor\'s steps done in order', () => {
    expect(guarantorSteps('ACCEPTED').map((s) => s.done)).toEqual([true, false, false]);
    expect(guarantorSteps('SCREENING_COMPLETED').map((s) => s.done)).toEqual([true, true, false]);
    expect(guarantorSteps('COMPLETED').every((s) => s.done)).toBe(true);
  });

  it('names the tenant to their guarantor, with words that read well when the account has no name yet', () => {
    const named = tenantWords('Robin');
    expect(`${named.Name} asked you; if ${named.they} cannot. ${named.Their} application, for ${named.name}, as ${named.their} guarantor`)
      .toBe("Robin asked you; if Robin cannot. Robin's application, for Robin, as Robin's guarantor");
    const unnamed = tenantWords('  ');
    expect(`${unnamed.Name} asked you; if ${unnamed.they} cannot. ${unnamed.Their} application, for ${unnamed.name}, as ${unnamed.their} guarantor`)
      .toBe('A Hearth renter asked you; if they cannot. Their application, for a Hearth renter, as their guarantor');
  });

  it('counts whole seconds until a resend, never below zero', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(secondsUntil('2026-03-01T10:00:41.200Z', now)).toBe(42);
    expect(secondsUntil('2026-03-01T09:59:00Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
  });
});
