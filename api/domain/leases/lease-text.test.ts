import { describe, expect, it } from 'vitest';
import { DEPOSIT_RETURN_DAYS, LEASE_VERSION_NAMES, LEASE_VERSIONS } from '../../../common/leases.js';
import { leaseTextSha256, renderLeaseText, type LeaseTerms } from './lease-text.js';
import { defaultLeaseVersion } from './lease-versions.js';

const terms: LeaseTerms = {
  leaseVersion: 'V2_HEARTH_UTILITIES_OBLIGATION',
  tenantName: 'Tara Nguyen',
  managerName: 'Marcus Reed',
  home: { title: 'Maple House', street: '12 Maple St', city: 'Durham', state: 'NC', zip: '27701' },
  bedroomName: 'Bedroom 2',
  moveInDate: '2027-01-01',
  moveOutDate: '2027-07-01',
  rent: { baseCents: 85000, utilitiesCents: 7500, platformFeeCents: 2500 },
  pets: ['small_dogs'],
};

describe('the lease text', () => {
  it('names the parties, the home and room, the dates and every rent component', () => {
    const text = renderLeaseText(terms);
    expect(text).toContain('Tenant: Tara Nguyen.');
    expect(text).toContain('Marcus Reed');
    expect(text).toContain('"Bedroom 2" (the Room) in Maple House, 12 Maple St, Durham, NC 27701');
    expect(text).toContain('begins on January 1, 2027 and ends on July 1, 2027');
    expect(text).toContain('Base Rent: $850.00');
    expect(text).toContain('Utilities: $75.00');
    expect(text).toContain('Platform Fee: $25.00');
    expect(text).toContain('Total Rent: $950.00');
    expect(text).toContain('The Tenant may keep: small dogs.');
  });

  it('is the same text, with the same fingerprint, for the same terms', () => {
    expect(renderLeaseText(terms)).toBe(renderLeaseText({ ...terms }));
    expect(leaseTextSha256(renderLeaseText(terms))).toMatch(/^[0-9a-f]{64}$/);
    expect(leaseTextSha256('a')).not.toBe(leaseTextSha256('b'));
  });

  it('says who pays utilities differently for each lease version', () => {
    const texts = LEASE_VERSIONS.map((leaseVersion) => renderLeaseText({ ...terms, leaseVersion }));
    for (const [i, version] of LEASE_VERSIONS.entries()) {
      expect(texts[i]!.split('\n')[0]).toBe(LEASE_VERSION_NAMES[version]);
      // The code is for systems: a reader never sees it.
      expect(texts[i]).not.toContain(version);
    }
    const utilities = texts.map((t) => t.split('4. Utilities')[1]);
    expect(new Set(utilities).size).toBe(LEASE_VERSIONS.length);
  });

  it('has a security deposit clause: the amount, who holds it, and when and how it comes back', () => {
    const deposit = renderLeaseText(terms).split('6. Security deposit')[1]!.split('7. Signatures')[0]!;
    expect(deposit).toContain('security deposit of $850.00 (one month of Base Rent)');
    expect(deposit).toContain('Hearth collects it and holds it on the Landlord\'s behalf');
    expect(deposit).toContain(`Within ${DEPOSIT_RETURN_DAYS} days after the Tenant returns the Room`);
    expect(deposit).toContain('each deduction listed in writing');
    const direct = renderLeaseText({ ...terms, leaseVersion: 'V4_DIRECT_LEASE' }).split('6. Security deposit')[1]!;
    expect(direct).toContain('pays it over to the Landlord, who holds it');
  });

  it('never leaves a party blank: a party without a name yet is told to add it before signing', () => {
    const text = renderLeaseText({ ...terms, tenantName: '', managerName: '' });
    expect(text).toContain('Tenant: (the Tenant adds their full name before signing).');
    expect(text).toContain('Landlord: (the Landlord adds their full name before countersigning), the owner of the Home');
    expect(text).not.toMatch(/: [.,]/);
  });

  it('forbids animals when the application lists none', () => {
    expect(renderLeaseText({ ...terms, pets: [] })).toContain('No animals may live in the Room.');
  });
});

describe('the default lease version', () => {
  it.each([
    [7500, 'V2_HEARTH_UTILITIES_OBLIGATION'],
    [0, 'V3_LANDLORD_UTILITIES_OBLIGATION'],
  ])('a room with %i cents of utilities in its rent gets %s', (utilitiesCents, version) => {
    expect(defaultLeaseVersion({ utilitiesCents })).toBe(version);
  });
});
