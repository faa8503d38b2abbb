import { describe, expect, it } from 'vitest';
import { derivedReport, simulatedExam, simulatedPerson } from './screening-simulator-data.js';

describe('screening simulator data', () => {
  it('asks the same four questions of the same SSN, and others the next time', () => {
    const first = simulatedExam('123456789', 0);
    expect(simulatedExam('123456789', 0)).toEqual(first);
    expect(first.questions).toHaveLength(4);
    for (const q of first.questions) {
      expect(q.choices).toHaveLength(5);
      expect(new Set(q.choices.map((c) => c.label)).size).toBe(5);
      expect(q.choices.map((c) => c.id)).toContain(first.answers[q.id]);
    }
    expect(simulatedExam('123456789', 1)).not.toEqual(first);
    expect(simulatedExam('987654321', 0)).not.toEqual(first);
  });

  it('gives the documented test SSNs their documented outcomes', () => {
    expect(simulatedPerson('123456789', 2)).toMatchObject({ identityVerifiable: true, report: { credit: { score: 742, late_payments_last_24_months: 0, collections: [] } } });
    expect(simulatedPerson('111223333', 2).identityVerifiable).toBe(false);
    expect(simulatedPerson('222334444', 2)).toMatchObject({
      identityVerifiable: true,
      report: { credit: { score: 598, late_payments_last_24_months: 3, collections: [{ amount_cents: 124_000 }] } },
    });
  });

  it('derives any other report from the digits as documented', () => {
    // area 345, group 67, serial 8901: 560 + (62307 + 871 + 345) mod 281 = 560 + 17
    expect(derivedReport('345678901').credit).toMatchObject({ score: 577, late_payments_last_24_months: 2, open_accounts: 2 + (8901 % 9) });
    expect(derivedReport('345678901').credit.collections).toHaveLength(1);
    expect(derivedReport('400460001').eviction.records).toHaveLength(1); // group 46 = 2 × 23
    expect(derivedReport('400011010').criminal.records).toHaveLength(1); // serial 1010 = 10 × 101
    for (const digits of ['123121234', '555443333', '700990001']) {
      const { score } = derivedReport(digits).credit;
      expect(score).toBeGreaterThanOrEqual(560);
      expect(score).toBeLessThanOrEqual(840);
    }
  });
});
