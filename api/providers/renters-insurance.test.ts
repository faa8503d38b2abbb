import { describe, expect, it } from 'vitest';
import { localRentersInsurance, monthlyPremiumCents } from './renters-insurance.js';

const atlanta = { street: '12 Moreland Ave SE', city: 'Atlanta', state: 'GA', zip: '30316' };
const request = {
  plan: 'standard' as const, home: atlanta, insuredName: 'Tara Nguyen', lifecycleId: 41,
  startsOn: '2026-12-01', endsOn: '2027-11-30', issuedAt: new Date('2026-11-27T10:00:00Z'),
};

describe('the local renters insurance provider', () => {
  it('prices a plan by base × state × city, as docs/renters-insurance.md says', () => {
    expect(monthlyPremiumCents('standard', atlanta)).toBe(1663);
    expect(monthlyPremiumCents('basic', { city: 'Durham', state: 'NC' })).toBe(900);
    expect(monthlyPremiumCents('plus', { city: ' san antonio ', state: 'tx' })).toBe(Math.round(2100 * 1.2 * 1.03));
    expect(monthlyPremiumCents('basic', { city: 'Boise', state: 'ID' })).toBe(900);
    expect(localRentersInsurance().quotes(atlanta).map((q) => q.plan)).toEqual(['basic', 'standard', 'plus']);
  });

  it('issues the same policy number for the same purchase, another for another plan or start', () => {
    const provider = localRentersInsurance();
    const first = provider.purchase(request);
    expect(first.policyNumber).toMatch(/^HRC-[0-9A-F]{4}-[0-9A-F]{6}$/);
    expect(provider.purchase(request).policyNumber).toBe(first.policyNumber);
    expect(provider.purchase({ ...request, plan: 'plus' }).policyNumber).not.toBe(first.policyNumber);
    expect(provider.purchase({ ...request, startsOn: '2026-12-02' }).policyNumber).not.toBe(first.policyNumber);
  });

  it('writes a well-formed PDF certificate naming the insured, the home, the dates and the limits', () => {
    const { certificate, policyNumber } = localRentersInsurance().purchase({ ...request, insuredName: 'Zoë (Z) O\\Neil' });
    const text = certificate.bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    for (const line of [`Policy number: ${policyNumber}`, 'Insured location: 12 Moreland Ave SE, Atlanta, GA 30316',
      'Coverage period: Dec 1, 2026 to Nov 30, 2027, 12:01 a.m. local time', 'Issued Nov 27, 2026', 'Personal property: $30,000.00', 'Monthly premium: $16.63']) {
      expect(text).toContain(line);
    }
    // Parentheses and backslashes are escaped; characters Helvetica cannot show are replaced.
    expect(text).toContain('Insured: Zo? \\(Z\\) O\\\\Neil');
    // Each object sits at the byte offset the cross-reference table gives.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    const offsets = text.slice(xref).split('\n').slice(3, 8).map((l) => Number(l.slice(0, 10)));
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
  });
});
