import { describe, expect, it } from 'vitest';
import { expiringDocuments, expiryWords } from './documentExpiry';

const doc = (kind: string, expiresOn: string | null, expired = false) => ({ kind, expiresOn, expired });

describe('documents that need attention', () => {
  it('keeps the lapsed and those lapsing within 30 days, soonest first; a W-9 (no date) never', () => {
    const found = expiringDocuments([
      doc('W9', null), doc('INSURANCE_CERTIFICATE', '2026-12-20'), doc('OLD', '2026-11-01', true), doc('LATER', '2027-01-30'),
    ], '2026-11-26');
    expect(found.map((f) => [f.document.kind, f.daysLeft])).toEqual([['OLD', -25], ['INSURANCE_CERTIFICATE', 24]]);
  });

  it('counts the 30th day in and the 31st out', () => {
    expect(expiringDocuments([doc('A', '2026-12-26')], '2026-11-26')).toHaveLength(1);
    expect(expiringDocuments([doc('A', '2026-12-27')], '2026-11-26')).toHaveLength(0);
  });

  it('says it in words', () => {
    expect(expiryWords(-3, true)).toBe('has expired');
    expect(expiryWords(0, false)).toBe('expires today');
    expect(expiryWords(1, false)).toBe('expires in 1 day');
    expect(expiryWords(12, false)).toBe('expires in 12 days');
  });
});
