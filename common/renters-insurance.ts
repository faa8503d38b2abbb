/**
 * Renters insurance plans of the local provider (docs/renters-insurance.md): the
 * api prices and issues them, the web explains them. Amounts in cents.
 */
export const RENTERS_INSURANCE_PLAN_IDS = ['basic', 'standard', 'plus'] as const;
export type RentersInsurancePlanId = (typeof RENTERS_INSURANCE_PLAN_IDS)[number];

export interface RentersInsurancePlan {
  id: RentersInsurancePlanId;
  name: string;
  personalPropertyCents: number;
  liabilityCents: number;
  deductibleCents: number;
  /** Before the state and city factors. */
  baseMonthlyCents: number;
}

export const RENTERS_INSURANCE_PLANS: readonly RentersInsurancePlan[] = [
  { id: 'basic', name: 'Basic', personalPropertyCents: 1_500_000, liabilityCents: 10_000_000, deductibleCents: 50_000, baseMonthlyCents: 900 },
  { id: 'standard', name: 'Standard', personalPropertyCents: 3_000_000, liabilityCents: 30_000_000, deductibleCents: 50_000, baseMonthlyCents: 1400 },
  { id: 'plus', name: 'Plus', personalPropertyCents: 5_000_000, liabilityCents: 50_000_000, deductibleCents: 25_000, baseMonthlyCents: 2100 },
];

/** Where a policy came from: bought through Hearth, or the tenant's own policy with proof. */
export const RENTERS_INSURANCE_SOURCES = ['purchase', 'proof'] as const;
export type RentersInsuranceSource = (typeof RENTERS_INSURANCE_SOURCES)[number];
