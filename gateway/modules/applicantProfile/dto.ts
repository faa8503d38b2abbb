import type { RoommateAnswers } from '../../../common/roommate-answers.js';
import type { CompatibilityTone, CompatibilityUnavailableReason, RoommateQuestion } from './enums.js';

/** GET/POST /me/applicant-profiles (api/routes/me/applicant-profiles). */
export type ApplicantProfileDto = RoommateAnswers & {
  user_id: number;
  occupation: string | null;
  interests: string[];
  photo_file_ids: string[];
  /** Signed, root-relative. */
  applicant_profile_photo_urls: string[];
  created_at: string;
  updated_at: string;
};

/** GET /buildings/{id}/compatibility and /lifecycles/{id}/compatibility (api/routes/housemates). */
export interface CompatibilityDto {
  score: number | null;
  reason: CompatibilityUnavailableReason | null;
  housemate_count: number;
  explanations: { question: RoommateQuestion; tone: CompatibilityTone; text: string }[];
}

/** POST /me/applicant-information-release-consent. */
export interface ConsentDto {
  applicant_information_release_consent_submitted_at: string;
  full_name_signature: string;
  consent_text_version: string;
}
