import { describe, expect, it } from 'vitest';
import { pathForOnboardingStep } from '../../../../common/onboarding.js';
import { nextOnboardingStep, onboardingSteps, type OnboardingFacts, type OnboardingLifecycle, type OnboardingProfile } from './onboarding.js';

const SIGNED = '2026-03-01T12:00:00.000Z';

/** A tenant who has done every step for one active application. */
const done: OnboardingProfile = {
  needs_screening: false,
  has_us_ssn: true,
  is_renting_with_animal: false,
  has_signed_tenant_lease: false,
  applicant_information_release_consent_submitted_at: SIGNED,
  renter_confirmation_questions_completed_at: SIGNED,
  occupation: 'Nurse',
  interests: ['climbing'],
  applicant_profile_roommate_relationship_preference: 'balanced',
};
const application: OnboardingLifecycle = {
  building_id: 7,
  application_type: 'new_tenant',
  is_active: true,
  application_signed_at: SIGNED,
  lease_signed_at: null,
  lifecycle_tenant_references_step_completed_at: SIGNED,
  tenant_financial_qualifications_step_completed_at: SIGNED,
};
const leaseInSameHome: OnboardingLifecycle = { ...application, is_active: false, lease_signed_at: '2025-06-01T00:00:00.000Z' };

const facts = (profile: Partial<OnboardingProfile> = {}, lifecycles: OnboardingLifecycle[] = [application]): OnboardingFacts =>
  ({ profile: { ...done, ...profile }, lifecycles });
const pending = (changes: Partial<OnboardingLifecycle>) => ({ ...application, ...changes });

describe('spec §4 onboarding order, first match wins', () => {
  it.each<[string, OnboardingFacts, string | null]>([
    ['a tenant without applications is not sent anywhere', facts({ needs_screening: true }, []), null],
    ['a tenant whose only application was withdrawn is not sent anywhere', facts({ needs_screening: true }, [pending({ is_active: false })]), null],
    ['a tenant with a pending application and no screening is sent to /renter-screening', facts({ needs_screening: true, has_us_ssn: null }), '/renter-screening'],
    ['a tenant known to lack a US SSN skips screening', facts({ needs_screening: true, has_us_ssn: false }), '/applications'],
    ['a tenant who has not said whether they rent with an animal is sent to /renter-animals', facts({ is_renting_with_animal: null }), '/renter-animals'],
    ['a tenant renting with an animal that is not on record is sent to /renter-animals', facts({ is_renting_with_animal: true, tenant_animals_count: 0 }), '/renter-animals'],
    ['a tenant renting with an animal on record is past the pets step', facts({ is_renting_with_animal: true, tenant_animals_count: 1 }), '/applications'],
    ['a tenant with a signed lease is never asked about pets', facts({ is_renting_with_animal: null, has_signed_tenant_lease: true }), '/applications'],
    ['an application without its references is sent to /renter-references', facts({}, [pending({ lifecycle_tenant_references_step_completed_at: null })]), '/renter-references'],
    ['an application signed before the references cutoff needs no references', facts({}, [pending({ lifecycle_tenant_references_step_completed_at: null, tenant_financial_qualifications_step_completed_at: null, application_signed_at: '2023-12-31T23:59:59.000Z' })]), '/applications'],
    ['a tenant without information-release consent is sent to /renter-information-release-consent', facts({ applicant_information_release_consent_submitted_at: null }), '/renter-information-release-consent'],
    ['an application with pending financial qualifications is sent to /renter-income-verification', facts({}, [pending({ tenant_financial_qualifications_step_completed_at: null })]), '/renter-income-verification'],
    ['a tenant with an incomplete profile is sent to /create-profile', facts({ interests: [] }), '/create-profile'],
    ['a tenant with a signed lease is not asked to complete their profile', facts({ occupation: null, has_signed_tenant_lease: true }), '/applications'],
    ['a tenant who has not answered the confirmation questions is sent to /renter-confirmation', facts({ renter_confirmation_questions_completed_at: null }), '/renter-confirmation'],
    ['a tenant who has done every step goes to /applications', facts(), '/applications'],
  ])('%s', (_rule, given, path) => {
    const step = nextOnboardingStep(given);
    expect(step === null ? null : pathForOnboardingStep(step)).toBe(path);
  });

  it('screening comes before everything else', () => {
    const nothingDone = facts({
      needs_screening: true, has_us_ssn: null, is_renting_with_animal: null, applicant_information_release_consent_submitted_at: null,
      occupation: null, renter_confirmation_questions_completed_at: null,
    }, [pending({ lifecycle_tenant_references_step_completed_at: null, tenant_financial_qualifications_step_completed_at: null })]);
    expect(onboardingSteps(nothingDone)).toEqual([
      'SCREENING', 'PETS', 'REFERENCES', 'INFORMATION_RELEASE_CONSENT', 'INCOME_VERIFICATION', 'CREATE_PROFILE', 'RENTER_CONFIRMATION',
    ]);
    expect(nextOnboardingStep(nothingDone)).toBe('SCREENING');
  });

  it('lists only the steps still to do, in order', () => {
    expect(onboardingSteps(facts({ applicant_information_release_consent_submitted_at: null, renter_confirmation_questions_completed_at: null })))
      .toEqual(['INFORMATION_RELEASE_CONSENT', 'RENTER_CONFIRMATION']);
    expect(onboardingSteps(facts())).toEqual([]);
    expect(onboardingSteps(facts({}, []))).toBeNull();
  });
});

describe('spec §4 exemption from the reference and financial steps', () => {
  const stepsOpen = { lifecycle_tenant_references_step_completed_at: null, tenant_financial_qualifications_step_completed_at: null };

  it.each([
    ['a relocation application', 'relocation_application'],
    ['a room-switch application', 'room_switch_application'],
    ['a renewal application', 'renewal_application'],
  ])('%s in a home where the tenant already signed a lease skips references and income', (_name, type) => {
    expect(onboardingSteps(facts({}, [pending({ ...stepsOpen, application_type: type }), leaseInSameHome]))).toEqual([]);
  });

  it('a relocation application without a signed lease in that home needs references and income', () => {
    const elsewhere = { ...leaseInSameHome, building_id: 8 };
    expect(onboardingSteps(facts({}, [pending({ ...stepsOpen, application_type: 'relocation_application' }), elsewhere])))
      .toEqual(['REFERENCES', 'INCOME_VERIFICATION']);
  });

  it('a new-tenant application is never exempt, even next to a signed lease in the same home', () => {
    expect(onboardingSteps(facts({}, [pending(stepsOpen), leaseInSameHome]))).toEqual(['REFERENCES', 'INCOME_VERIFICATION']);
  });
});
