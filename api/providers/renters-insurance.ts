import { createHash } from 'node:crypto';
import { BRAND_NAME } from '../../common/brand.js';
import { formatDate } from '../../common/dates.js';
import { RENTERS_INSURANCE_PLANS, type RentersInsurancePlanId } from '../../common/renters-insurance.js';
import { textPdf } from './text-pdf.js';

/** Where the insured lives: the price depends on it. */
export interface InsuredHome {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** One plan as the provider offers it for one home: limits, deductible and the monthly premium. */
export interface PlanQuote {
  plan: RentersInsurancePlanId;
  name: string;
  personalPropertyCents: number;
  liabilityCents: number;
  deductibleCents: number;
  monthlyPremiumCents: number;
}

export interface PurchaseRequest {
  plan: RentersInsurancePlanId;
  home: InsuredHome;
  /** Who is insured, as their profile names them. */
  insuredName: string;
  /** The lifecycle the policy covers: with the plan and dates it makes the policy number. */
  lifecycleId: number;
  /** The policy covers these days (the lease), both included. */
  startsOn: string;
  endsOn: string;
  issuedAt: Date;
}

export interface IssuedPolicy extends PlanQuote {
  carrier: string;
  policyNumber: string;
  startsOn: string;
  endsOn: string;
  /** The certificate of insurance, a PDF, for the caller to store as the tenant's file. */
  certificate: { fileName: string; bytes: Buffer };
}

/**
 * Renters insurance, behind the interface a real carrier or broker API (Lemonade,
 * Sure, Assurant) would also implement: price the plans for a home, and issue a
 * policy with its certificate. The caller stores the certificate and the policy row
 * in its own transaction (docs/renters-insurance.md).
 */
export interface RentersInsuranceProvider {
  readonly name: string;
  readonly carrier: string;
  quotes(home: InsuredHome): PlanQuote[];
  purchase(request: PurchaseRequest): IssuedPolicy;
}

/**
 * Premium factors of the local provider, by state and then by city (lower case).
 * Anything not listed is 1. Documented in docs/renters-insurance.md.
 */
export const STATE_FACTORS: Readonly<Record<string, number>> = { GA: 1.1, NC: 1, TX: 1.2 };
export const CITY_FACTORS: Readonly<Record<string, number>> = {
  atlanta: 1.08, charlotte: 1.04, durham: 1, raleigh: 1.02, greensboro: 0.97, 'winston salem': 0.97, 'winston-salem': 0.97,
  austin: 1.06, 'san antonio': 1.03, dallas: 1.07, 'fort worth': 1.05,
};

/** Monthly premium in cents: the plan's base × state × city factor, rounded to the cent. */
export function monthlyPremiumCents(plan: RentersInsurancePlanId, home: Pick<InsuredHome, 'city' | 'state'>): number {
  const base = RENTERS_INSURANCE_PLANS.find((p) => p.id === plan)!.baseMonthlyCents;
  const state = STATE_FACTORS[home.state.trim().toUpperCase()] ?? 1;
  const city = CITY_FACTORS[home.city.trim().toLowerCase()] ?? 1;
  return Math.round(base * state * city);
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The local, deterministic provider: prices from the tables above, policy numbers
 * from a hash of lifecycle, plan and start date (the same purchase gives the same
 * number), and a one-page PDF certificate. Nothing leaves the machine.
 */
export function localRentersInsurance(): RentersInsuranceProvider {
  const carrier = `${BRAND_NAME} Renters Cover`;
  const quote = (plan: RentersInsurancePlanId, home: InsuredHome): PlanQuote => {
    const p = RENTERS_INSURANCE_PLANS.find((x) => x.id === plan)!;
    return {
      plan, name: p.name, personalPropertyCents: p.personalPropertyCents, liabilityCents: p.liabilityCents,
      deductibleCents: p.deductibleCents, monthlyPremiumCents: monthlyPremiumCents(plan, home),
    };
  };
  return {
    name: 'local',
    carrier,
    quotes: (home) => RENTERS_INSURANCE_PLANS.map((p) => quote(p.id, home)),
    purchase(request) {
      const q = quote(request.plan, request.home);
      const digest = createHash('sha256').update(`${request.lifecycleId}:${request.plan}:${request.startsOn}`).digest('hex');
      const policyNumber = `HRC-${digest.slice(0, 4).toUpperCase()}-${digest.slice(4, 10).toUpperCase()}`;
      const { home } = request;
      const lines = [
        `${carrier}`,
        'Certificate of renters insurance',
        '',
        `Policy number: ${policyNumber}`,
        `Insured: ${request.insuredName}`,
        `Insured location: ${home.street}, ${home.city}, ${home.state} ${home.zip}`,
        `Coverage period: ${formatDate(request.startsOn)} to ${formatDate(request.endsOn)}, 12:01 a.m. local time`,
        '',
        `Plan: ${q.name}`,
        `Personal property: ${dollars(q.personalPropertyCents)} per occurrence`,
        `Personal liability: ${dollars(q.liabilityCents)} per occurrence`,
        `Deductible: ${dollars(q.deductibleCents)}`,
        `Monthly premium: ${dollars(q.monthlyPremiumCents)}`,
        '',
        `Interested party: the manager of the home, through ${BRAND_NAME}.`,
        `Issued ${formatDate(request.issuedAt)} by the local insurance provider of ${BRAND_NAME}.`,
        'This certificate is for information only and confers no rights upon the holder.',
      ];
      return {
        ...q, carrier, policyNumber, startsOn: request.startsOn, endsOn: request.endsOn,
        certificate: { fileName: `renters-insurance-certificate-${policyNumber}.pdf`, bytes: textPdf(lines) },
      };
    },
  };
}
