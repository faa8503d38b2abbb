import { createHash } from 'node:crypto';
import { BRAND_NAME } from '../../../common/brand.js';
import { formatLongDate } from '../../../common/dates.js';
import { DEPOSIT_RETURN_DAYS, type LeaseVersion } from '../../../common/leases.js';
import { MONEY_RULES } from '../../../common/money.js';
import { VERSION_CLAUSES } from './lease-versions.js';

/** Everything a lease says, taken from the lifecycle, its bedroom and home, and the parties. */
export interface LeaseTerms {
  leaseVersion: LeaseVersion;
  tenantName: string;
  managerName: string;
  home: { title: string; street: string; city: string; state: string; zip: string };
  bedroomName: string;
  /** [moveIn, moveOut): the tenant hands the room back on the move-out day. */
  moveInDate: string;
  moveOutDate: string;
  rent: { baseCents: number; utilitiesCents: number; platformFeeCents: number };
  pets: string[];
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function rentSection(terms: LeaseTerms): string[] {
  const { baseCents, utilitiesCents, platformFeeCents } = terms.rent;
  return [
    '3. Rent',
    `   Base Rent: ${dollars(baseCents)} per month`,
    `   Utilities: ${dollars(utilitiesCents)} per month`,
    `   Platform Fee: ${dollars(platformFeeCents)} per month`,
    `   Total Rent: ${dollars(baseCents + utilitiesCents + platformFeeCents)} per month, due on the first day of each month through ${BRAND_NAME}.`,
  ];
}

/** The security deposit of a lease: MONEY_RULES.securityDepositMonths of its Base Rent (what openDeposit bills at signing). */
export const securityDepositCents = (baseCents: number): number => Math.round(MONEY_RULES.securityDepositMonths * baseCents);

const months = (n: number) => (n === 1 ? 'one month' : `${n} months`);

function depositSection(terms: LeaseTerms): string[] {
  const clauses = VERSION_CLAUSES[terms.leaseVersion];
  return [
    '6. Security deposit',
    `   The Tenant pays a security deposit of ${dollars(securityDepositCents(terms.rent.baseCents))} (${months(MONEY_RULES.securityDepositMonths)} of Base Rent) through ${BRAND_NAME}, due on the move-in day. ${clauses.depositHolder}; it is not rent and is not applied to rent.`,
    `   Within ${DEPOSIT_RETURN_DAYS} days after the Tenant returns the Room, the deposit is returned through ${BRAND_NAME}, less only unpaid rent or charges under this lease and the cost of damage beyond normal wear and tear, each deduction listed in writing with its amount. The Tenant may dispute a deduction in the ${BRAND_NAME} resolution center.`,
    '   If the Tenant moves to another room or renews with the same Landlord, the deposit may be carried over to the new lease instead of being returned.',
  ];
}

/**
 * What the Tenant line says while the tenant has given no name: the text is
 * rendered again when they do (refreshPreparedLeases), and signing waits for it.
 */
export const TENANT_NAME_PENDING = '(the Tenant adds their full name before signing)';
/** Likewise for a landlord who has given no name yet (a newly registered homeowner). */
export const LANDLORD_NAME_PENDING = '(the Landlord adds their full name before countersigning)';

/**
 * The lease as plain text, the same bytes every time for the same terms: what the
 * tenant reads, what both parties sign, and what `leaseTextSha256` fingerprints.
 */
export function renderLeaseText(terms: LeaseTerms): string {
  const clauses = VERSION_CLAUSES[terms.leaseVersion];
  const { home } = terms;
  const pets = terms.pets.length === 0 ? 'No animals may live in the Room.' : `The Tenant may keep: ${terms.pets.join(', ').replace(/_/g, ' ')}.`;
  return [
    clauses.title,
    '',
    '1. Parties',
    `   Landlord: ${clauses.landlordParty(terms.managerName || LANDLORD_NAME_PENDING)}.`,
    `   Tenant: ${terms.tenantName || TENANT_NAME_PENDING}.`,
    '',
    '2. Premises and term',
    `   The Tenant rents the bedroom "${terms.bedroomName}" (the Room) in ${home.title}, ${home.street}, ${home.city}, ${home.state} ${home.zip} (the Home), with shared use of its common areas.`,
    `   The term begins on ${formatLongDate(terms.moveInDate)} and ends on ${formatLongDate(terms.moveOutDate)}, when the Tenant returns the Room.`,
    '',
    ...rentSection(terms),
    '',
    '4. Utilities',
    `   ${clauses.utilities}`,
    '',
    '5. Animals',
    `   ${pets}`,
    '',
    ...depositSection(terms),
    '',
    '7. Signatures',
    '   The Tenant signs first; the lease binds both parties once the Landlord countersigns.',
    '   Each party signs by typing their full name and agreeing to these terms electronically.',
  ].join('\n');
}

/** SHA-256 of the text, hex: proves later that the signed text is the text prepared. */
export function leaseTextSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
