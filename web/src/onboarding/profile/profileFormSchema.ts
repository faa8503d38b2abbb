// The /create-profile form: the twelve roommate answers of spec §3 (values and
// labels from common/roommate-answers.ts), occupation and interests. GraphQL
// spells each value in capitals (`gourmet_chef` → GOURMET_CHEF, `dining table`
// → DINING_TABLE), derived here the same way the gateway derives its enums.
import { z } from 'zod';
import { ROOMMATE_QUESTIONS, type RoommateQuestion } from '../../../../common/roommate-answers';

export const graphQLValue = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '');

/** The single-answer questions, in the form's order, with their GraphQL input field names. */
export const SINGLE_QUESTIONS = [
  ['applicant_profile_roommate_relationship_preference', 'applicantProfileRoommateRelationshipPreference'],
  ['weekday_bedtime', 'weekdayBedtime'],
  ['works_from_home', 'worksFromHome'],
  ['smoker', 'smoker'],
  ['sharing', 'sharing'],
  ['cooking', 'cooking'],
  ['conflict_style', 'conflictStyle'],
  ['weekend_vacancy', 'weekendVacancy'],
  ['unwind_ritual', 'unwindRitual'],
  ['plants', 'plants'],
  ['move_reason', 'moveReason'],
] as const satisfies readonly (readonly [RoommateQuestion, string])[];

export type AnswerField = (typeof SINGLE_QUESTIONS)[number][1];

const answer = (question: RoommateQuestion) =>
  // The question is the group's legend, right above the message.
  z.string({ error: 'Choose an answer.' })
    .refine((v) => ROOMMATE_QUESTIONS[question].values.some((value) => graphQLValue(value) === v), { error: 'Choose one of the answers.' });

export const profileFormSchema = z.object({
  occupation: z.string().trim().min(1, { error: 'Tell us what you do, like "Nurse" or "Graduate student".' }).max(100, { error: 'Use at most 100 characters.' }),
  interests: z.array(z.string()).min(1, { error: 'Add at least one interest.' }).max(20, { error: 'Pick at most 20 interests.' }),
  ...Object.fromEntries(SINGLE_QUESTIONS.map(([question, field]) => [field, answer(question)])) as Record<AnswerField, ReturnType<typeof answer>>,
  // Unticked checkboxes come as `false`; none ticked is an empty list.
  commonAreaContributions: z.union([z.array(z.string()), z.literal(false), z.string()])
    .transform((v) => (v === false ? [] : typeof v === 'string' ? [v] : v)),
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** Adds an interest typed by hand: trimmed, at most 40 characters, once (case aside). */
export function withInterest(list: readonly string[], typed: string): string[] {
  const interest = typed.trim().slice(0, 40);
  if (!interest || list.some((i) => i.toLowerCase() === interest.toLowerCase())) return [...list];
  return [...list, interest];
}
