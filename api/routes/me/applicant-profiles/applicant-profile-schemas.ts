import { z } from 'zod';
import { ROOMMATE_QUESTIONS } from '../../../../common/roommate-answers.js';
import { PhotoFileIds } from './photo-files.js';

/** A required single answer of spec §3, with a message naming the question. */
function answer<const V extends string>(values: readonly V[], label: string) {
  return z.enum(values as [V, ...V[]], { error: `Choose an answer for "${label}".` });
}

const Q = ROOMMATE_QUESTIONS;
const contributions = Q.common_area_contributions.values;

/**
 * The twelve roommate answers, spelt as in spec §3 (common/roommate-answers.ts).
 * The roommate relationship answer is the profile's
 * applicant_profile_roommate_relationship_preference.
 */
export const RoommateAnswersSchema = z.object({
  works_from_home: answer(Q.works_from_home.values, Q.works_from_home.label),
  conflict_style: answer(Q.conflict_style.values, Q.conflict_style.label),
  sharing: answer(Q.sharing.values, Q.sharing.label),
  weekday_bedtime: answer(Q.weekday_bedtime.values, Q.weekday_bedtime.label),
  smoker: answer(Q.smoker.values, Q.smoker.label),
  applicant_profile_roommate_relationship_preference: answer(
    Q.applicant_profile_roommate_relationship_preference.values, Q.applicant_profile_roommate_relationship_preference.label),
  cooking: answer(Q.cooking.values, Q.cooking.label),
  move_reason: answer(Q.move_reason.values, Q.move_reason.label),
  unwind_ritual: answer(Q.unwind_ritual.values, Q.unwind_ritual.label),
  plants: answer(Q.plants.values, Q.plants.label),
  weekend_vacancy: answer(Q.weekend_vacancy.values, Q.weekend_vacancy.label),
  common_area_contributions: z.array(answer(contributions, Q.common_area_contributions.label), { error: 'Give a list of contributions.' })
    .transform((list) => [...new Set(list)]),
});

/** POST /me/applicant-profiles: what the /create-profile form sends (spec §5 "profile complete" included). */
export const ApplicantProfileBody = RoommateAnswersSchema.extend({
  occupation: z.string({ error: 'Tell us what you do.' }).trim()
    .min(1, { error: 'Tell us what you do.' }).max(100, { error: 'Use at most 100 characters.' }),
  interests: z.array(
    z.string().trim().min(1, { error: 'An interest cannot be empty.' }).max(40, { error: 'Keep each interest under 40 characters.' }),
    { error: 'Add at least one interest.' },
  ).min(1, { error: 'Add at least one interest.' }).max(20, { error: 'Pick at most 20 interests.' })
    .transform((list) => [...new Set(list)]),
  common_area_contributions: RoommateAnswersSchema.shape.common_area_contributions.default([]),
  photo_file_ids: PhotoFileIds.default([]),
}).strict();
export type ApplicantProfileInput = z.infer<typeof ApplicantProfileBody>;

export const ApplicantProfileSchema = RoommateAnswersSchema.extend({
  user_id: z.number().int(),
  occupation: z.string().nullable(),
  interests: z.array(z.string()),
  common_area_contributions: z.array(z.enum(contributions as unknown as [string, ...string[]])),
  photo_file_ids: z.array(z.string()),
  applicant_profile_photo_urls: z.array(z.string()).describe('Signed, root-relative addresses of the profile photos, in photo_file_ids order.'),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ApplicantProfileDto = z.infer<typeof ApplicantProfileSchema>;
