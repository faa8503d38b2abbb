import { FINANCIAL_STEP_CUTOFF } from '../../../../common/onboarding.js';
import { isExemptFromReferencesAndFinancials, type OnboardingLifecycle } from '../../applications/rules/onboarding.js';

/**
 * Spec §4 rule 6 for one application: it is active, was signed after the financial
 * step's cutoff, is not exempt, and its income step is not done. The same test the
 * onboarding rules apply to all of a tenant's applications.
 */
export function needsFinancialQualifications(lifecycle: OnboardingLifecycle, all: readonly OnboardingLifecycle[]): boolean {
  return lifecycle.is_active
    && lifecycle.application_signed_at !== null
    && Date.parse(lifecycle.application_signed_at) > Date.parse(FINANCIAL_STEP_CUTOFF)
    && lifecycle.tenant_financial_qualifications_step_completed_at === null
    && !isExemptFromReferencesAndFinancials(lifecycle, all);
}
