import type { RoommateAnswers } from '../../../../common/roommate-answers.js';
import type { ApiConfig } from '../../../config.js';
import { photoUrls } from './photo-files.js';
import type { ApplicantProfileRow } from './applicant-profiles-repository.js';
import type { ApplicantProfileDto } from './applicant-profile-schemas.js';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The twelve answers of a stored profile (values were checked by the database). */
export function answersOf(row: ApplicantProfileRow): RoommateAnswers {
  return {
    works_from_home: row.works_from_home,
    conflict_style: row.conflict_style,
    sharing: row.sharing,
    weekday_bedtime: row.weekday_bedtime,
    smoker: row.smoker,
    // PATCH /me/ may clear the preference later; the middle of the scale stands in so the profile still compares.
    applicant_profile_roommate_relationship_preference: row.applicant_profile_roommate_relationship_preference ?? 'balanced',
    cooking: row.cooking,
    move_reason: row.move_reason,
    unwind_ritual: row.unwind_ritual,
    plants: row.plants,
    weekend_vacancy: row.weekend_vacancy,
    common_area_contributions: row.common_area_contributions,
  } as RoommateAnswers;
}

export function toApplicantProfileDto(config: ApiConfig, row: ApplicantProfileRow): ApplicantProfileDto {
  return {
    ...answersOf(row),
    user_id: row.user_id,
    occupation: row.occupation,
    interests: row.interests,
    photo_file_ids: row.photo_file_ids,
    applicant_profile_photo_urls: photoUrls(config, row.photo_file_ids),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
