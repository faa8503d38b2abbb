import type { UserRole } from '../../../common/enums.js';
import type { ProfileFacts } from './profile-facts.js';
import type { UserRow } from './profile-repository.js';
import type { Profile } from './profile-schemas.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The database row, the facts other parts own, and the token's role, as the GET /me/ body. */
export function toProfile(row: UserRow, facts: ProfileFacts, userRole: UserRole): Profile {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    roles: row.roles as Profile['roles'],
    user_role: userRole,
    is_staff: row.isStaff,
    email_verified_at: iso(row.emailVerifiedAt),
    has_password: row.passwordHash !== null,
    created_at: row.createdAt.toISOString(),
    ...facts,
    renters_insurance_purchase_completed_at: iso(row.rentersInsurancePurchaseCompletedAt),
    manager_onboarding_demo_call_status: row.managerOnboardingDemoCallStatus as Profile['manager_onboarding_demo_call_status'],
    stripe_connect_account_connected_at: iso(row.stripeConnectAccountConnectedAt),
    occupation: row.occupation,
    interests: row.interests,
    applicant_profile_roommate_relationship_preference:
      row.applicantProfileRoommateRelationshipPreference as Profile['applicant_profile_roommate_relationship_preference'],
    renter_confirmation_questions_completed_at: iso(row.renterConfirmationQuestionsCompletedAt),
    needs_screening: row.needsScreening,
    has_us_ssn: row.hasUsSsn,
    is_renting_with_animal: row.isRentingWithAnimal,
    applicant_information_release_consent_submitted_at: iso(row.applicantInformationReleaseConsentSubmittedAt),
    photo_urls: row.photoUrls,
  };
}
