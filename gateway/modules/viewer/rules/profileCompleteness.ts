/** The profile fields spec §5 judges completeness by. */
export interface ProfileAnswers {
  occupation: string | null;
  interests: readonly string[];
  applicant_profile_roommate_relationship_preference: string | null;
}

/**
 * Spec §5 "Profile complete": occupation non-empty, at least one interest, and a
 * roommate relationship preference present. Whitespace is not an occupation.
 */
export function isProfileComplete(profile: ProfileAnswers): boolean {
  return (
    (profile.occupation ?? '').trim().length > 0 &&
    profile.interests.some((interest) => interest.trim().length > 0) &&
    profile.applicant_profile_roommate_relationship_preference != null
  );
}
