// The steps of a vendor's onboarding (issue 14): what the provider gives before
// its main pages open (spec §2). None can be taken in the web yet, so a step is
// done only when the whole onboarding is recorded as completed.

export type VendorOnboardingStepKey = 'company' | 'categories' | 'regions_and_hours' | 'documents' | 'payout_account' | 'team';

export interface VendorOnboardingStep {
  key: VendorOnboardingStepKey;
  title: string;
  /** What the step asks for, in the vendor's words. */
  detail: string;
}

export const VENDOR_ONBOARDING_STEPS: readonly VendorOnboardingStep[] = [
  { key: 'company', title: 'Company', detail: 'Your business name and how homes and our team reach you.' },
  { key: 'categories', title: 'Categories', detail: 'The trades you offer, from inspections and small repairs to turnover cleaning.' },
  { key: 'regions_and_hours', title: 'Regions and hours', detail: 'The cities you work in, your business hours and your time zone.' },
  { key: 'documents', title: 'Documents', detail: 'Your insurance certificate and W-9, with the dates they expire.' },
  { key: 'payout_account', title: 'Payout account', detail: 'The bank account your earnings are paid into, through our payments provider.' },
  { key: 'team', title: 'Team', detail: 'Invite the people who take jobs with you, by email.' },
];

export type StepStatus = 'done' | 'to_do';

/** Each step with its status: all done once onboarding is completed, else all still to do. */
export function vendorOnboardingChecklist(onboardingCompleted: boolean): Array<VendorOnboardingStep & { status: StepStatus }> {
  return VENDOR_ONBOARDING_STEPS.map((step) => ({ ...step, status: onboardingCompleted ? 'done' : 'to_do' }));
}
