import { eq, sql } from 'drizzle-orm';
import { rows, type Executor } from '../../../db/client.js';
import { applicantProfiles, users } from '../../../db/schema.js';
import type { ApplicantProfileInput } from './applicant-profile-schemas.js';
import type { ApplicantProfilesRow, UsersRow } from '../../../db/__generated__/rows.js';

/** An applicant profile row with the answers that live on the user (spec §3 Profile fields). */
export type ApplicantProfileRow = ApplicantProfilesRow & Pick<UsersRow, 'occupation' | 'interests' | 'applicant_profile_roommate_relationship_preference'>;

/** The profile columns joined to the user's, for one user or for several. */
export const SELECT_APPLICANT_PROFILE = sql`
  SELECT ap.user_id, u.occupation, u.interests, u.applicant_profile_roommate_relationship_preference,
    ap.works_from_home, ap.conflict_style, ap.sharing, ap.weekday_bedtime, ap.smoker,
    ap.cooking, ap.move_reason, ap.unwind_ritual, ap.plants, ap.weekend_vacancy, ap.common_area_contributions,
    ap.photo_file_ids, ap.created_at, ap.updated_at
  FROM applicant_profiles ap JOIN users u ON u.id = ap.user_id`;

export async function findApplicantProfile(ex: Executor, userId: number): Promise<ApplicantProfileRow | null> {
  const [row] = await rows<ApplicantProfileRow>(ex, sql`${SELECT_APPLICANT_PROFILE} WHERE ap.user_id = ${userId}`);
  return row ?? null;
}

/**
 * Creates or replaces the user's profile, and writes occupation, interests, the
 * roommate relationship preference onto the user, where GET /me/ (and spec §5
 * "profile complete") reads them. Call inside a transaction.
 */
export async function saveApplicantProfile(ex: Executor, userId: number, input: ApplicantProfileInput): Promise<boolean> {
  const answers = {
    worksFromHome: input.works_from_home, conflictStyle: input.conflict_style, sharing: input.sharing,
    weekdayBedtime: input.weekday_bedtime, smoker: input.smoker, cooking: input.cooking, moveReason: input.move_reason,
    unwindRitual: input.unwind_ritual, plants: input.plants, weekendVacancy: input.weekend_vacancy,
    commonAreaContributions: input.common_area_contributions, photoFileIds: input.photo_file_ids,
  };
  const now = new Date();
  const [saved] = await ex.insert(applicantProfiles).values({ userId, ...answers })
    .onConflictDoUpdate({ target: applicantProfiles.userId, set: { ...answers, updatedAt: now } })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  await ex.update(users).set({
    occupation: input.occupation,
    interests: input.interests,
    applicantProfileRoommateRelationshipPreference: input.applicant_profile_roommate_relationship_preference,
    updatedAt: now,
  }).where(eq(users.id, userId));
  return saved.created;
}
