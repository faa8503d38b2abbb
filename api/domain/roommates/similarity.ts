import { ROOMMATE_QUESTIONS, type RoommateAnswers, type RoommateQuestion } from '../../../common/roommate-answers.js';

/**
 * How much each answer counts towards the score. Things that make or break a
 * shared home day to day (smoking, sleep, how social, sharing) weigh most; things
 * that colour it (plants, why you moved) least. See docs/roommate-compatibility.md.
 */
export const QUESTION_WEIGHTS: Record<RoommateQuestion, number> = {
  smoker: 3,
  weekday_bedtime: 2.5,
  applicant_profile_roommate_relationship_preference: 2,
  sharing: 2,
  conflict_style: 1.5,
  cooking: 1.5,
  works_from_home: 1,
  weekend_vacancy: 1,
  unwind_ritual: 1,
  plants: 0.5,
  move_reason: 0.5,
  common_area_contributions: 0.5,
};

/** Written channels are close to each other; in person is its own way of settling things. */
const WRITTEN_CONFLICT_STYLES = new Set(['group_chat', 'direct_message', 'note']);

/**
 * Ordered scales: 1 for the same answer, falling linearly with the distance on the
 * scale, so neighbours get partial credit (2/3 on a four-step scale, 1/2 on a three-step one).
 */
export function orderedSimilarity(values: readonly string[], a: string, b: string): number {
  const distance = Math.abs(values.indexOf(a) - values.indexOf(b));
  return 1 - distance / (values.length - 1);
}

/** Categorical answers match or not; written conflict styles get half credit with each other. */
export function categoricalSimilarity(question: RoommateQuestion, a: string, b: string): number {
  if (a === b) return 1;
  if (question === 'conflict_style' && WRITTEN_CONFLICT_STYLES.has(a) && WRITTEN_CONFLICT_STYLES.has(b)) return 0.5;
  return 0;
}

/**
 * Common-area contributions complement each other: two sofas are not better than
 * one. 1 when nothing overlaps, less as the smaller list is covered by the other;
 * neutral (1/2) when either person brings nothing.
 */
export function contributionSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0.5;
  const overlap = a.filter((item) => b.includes(item)).length;
  return 1 - overlap / Math.min(a.length, b.length);
}

export function questionSimilarity(question: RoommateQuestion, a: RoommateAnswers, b: RoommateAnswers): number {
  const def = ROOMMATE_QUESTIONS[question];
  if (question === 'common_area_contributions') return contributionSimilarity(a.common_area_contributions, b.common_area_contributions);
  const [x, y] = [a[question] as string, b[question] as string];
  return def.scale === 'ordered' ? orderedSimilarity(def.values, x, y) : categoricalSimilarity(question, x, y);
}

/** One pair of people, 0–100: the weighted mean of the twelve similarities. */
export function pairScore(a: RoommateAnswers, b: RoommateAnswers): number {
  let total = 0;
  let weights = 0;
  for (const [question, weight] of Object.entries(QUESTION_WEIGHTS) as [RoommateQuestion, number][]) {
    total += weight * questionSimilarity(question, a, b);
    weights += weight;
  }
  return Math.round((100 * total) / weights);
}
