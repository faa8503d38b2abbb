import type { OnboardingStepName } from '../../../../common/onboarding.js';

/**
 * Every onboarding step nextOnboardingStep can send someone to, and the
 * mutations that take them past it, whatever state they arrive in (issue 12: a
 * step without a way through holds the tenant forever). The test beside this
 * file checks each step of the rules is here and each mutation exists.
 */
export const WAYS_THROUGH: Record<Exclude<OnboardingStepName, 'APPLICATIONS'>, readonly string[]> = {
  // No US SSN: setHasSsn(false) ends the step; otherwise the identity check and reports.
  SCREENING: ['saveRenterInfo', 'startScreeningExam', 'submitScreeningExamAnswers', 'generateScreeningReports', 'setHasSsn'],
  PETS: ['setRentingWithAnimal', 'addTenantAnimal'],
  REFERENCES: ['submitTenantRentalReferences', 'skipTenantRentalReferences'],
  INFORMATION_RELEASE_CONSENT: ['submitInformationReleaseConsent'],
  INCOME_VERIFICATION: ['submitFinancialQualifications', 'deferFinancialQualifications'],
  CREATE_PROFILE: ['saveApplicantProfile', 'updateProfile'],
  // With questions open: answer or decline each; with none open (a case's application): complete it.
  RENTER_CONFIRMATION: ['answerLifecycleQuestion', 'declineLifecycleQuestion', 'completeRenterConfirmation'],
};
