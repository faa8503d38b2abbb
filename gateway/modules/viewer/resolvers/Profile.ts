import type { ProfileResolvers } from '../../../__generated__/resolvers-types.js';
import { photoUrl } from '../../listings/photos.js';
import { isProfileComplete } from '../rules/profileCompleteness.js';
import { serviceProviderOnboardingCompleted } from '../viewerFacts.js';

/** The spec's snake_case profile fields in camelCase, plus the derived rules. */
export const Profile: ProfileResolvers = {
  applicantProfileRoommateRelationshipPreference: (p) => p.applicant_profile_roommate_relationship_preference,
  hasCompletedApplication: (p) => p.has_completed_application,
  hasSignedTenantLease: (p) => p.has_signed_tenant_lease,
  hasAssociatedResidentialServiceProvider: (p) => p.has_associated_residential_service_provider,
  rentersInsurancePurchaseCompletedAt: (p) => p.renters_insurance_purchase_completed_at,
  managerOnboardingDemoCallStatus: (p) => p.manager_onboarding_demo_call_status,
  stripeConnectAccountConnectedAt: (p) => p.stripe_connect_account_connected_at,
  renterConfirmationQuestionsCompletedAt: (p) => p.renter_confirmation_questions_completed_at,
  needsScreening: (p) => p.needs_screening,
  hasUsSsn: (p) => p.has_us_ssn,
  isRentingWithAnimal: (p) => p.is_renting_with_animal,
  applicantInformationReleaseConsentSubmittedAt: (p) => p.applicant_information_release_consent_submitted_at,
  serviceProviderProfilePhotoUrl: (p, _args, ctx) => (p.service_provider_profile_photo_url ? photoUrl(ctx.publicUrl, p.service_provider_profile_photo_url) : null),
  // v20 answers signed root-relative addresses; browsers load them from V20_PUBLIC_URL.
  applicantProfilePhotoUrls: (p, _args, ctx) => p.applicant_profile_photo_urls.map((path) => photoUrl(ctx.publicUrl, path)),
  photoUrls: (p) => p.photo_urls,
  isComplete: (p) => isProfileComplete(p),
  isServiceProviderOnboardingCompleted: (p) => serviceProviderOnboardingCompleted(p),
  isGuarantor: (p) => (p.guarantor_connections_as_guarantor_user ?? []).length > 0,
};
