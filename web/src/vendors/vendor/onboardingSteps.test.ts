import { describe, expect, it } from 'vitest';
import { VENDOR_ONBOARDING_STEPS, vendorOnboardingChecklist } from './onboardingSteps';

describe('the vendor onboarding checklist', () => {
  it('names the six steps in the order they are taken', () => {
    expect(VENDOR_ONBOARDING_STEPS.map((s) => s.title)).toEqual(['Company', 'Categories', 'Regions and hours', 'Documents', 'Payout account', 'Team']);
  });

  it('shows every step to do until onboarding is completed, and every step done after', () => {
    expect(new Set(vendorOnboardingChecklist(false).map((s) => s.status))).toEqual(new Set(['to_do']));
    expect(new Set(vendorOnboardingChecklist(true).map((s) => s.status))).toEqual(new Set(['done']));
  });
});
