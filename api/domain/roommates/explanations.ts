import { answerLabel, ROOMMATE_QUESTIONS, type RoommateAnswers, type RoommateQuestion } from '../../../common/roommate-answers.js';
import { ANSWER_PHRASES, CONTRIBUTION_PHRASES, forYou } from './phrases.js';
import { QUESTION_WEIGHTS, questionSimilarity } from './similarity.js';

export type ExplanationTone = 'match' | 'difference';

export interface Explanation {
  question: RoommateQuestion;
  tone: ExplanationTone;
  /** A sentence in plain words, about answers only: never a housemate's name. */
  text: string;
  /** How much it matters: the question's weight times how much of the house it concerns. */
  significance: number;
}

/** Answers this far apart (similarity at most 1/3) are worth pointing out. */
const FAR_APART = 1 / 3;

type SingleQuestion = Exclude<RoommateQuestion, 'common_area_contributions'>;

function tally(housemates: RoommateAnswers[], question: SingleQuestion): [value: string, count: number][] {
  const counts = new Map<string, number>();
  for (const h of housemates) counts.set(h[question], (counts.get(h[question]) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/**
 * Who reads the explanation: the applicant ("You and 2 of 3 housemates ...") or
 * the manager of the home ("The applicant and 2 of 3 housemates ...").
 */
export type Voice = 'applicant' | 'manager';

function matchSubject(same: number, n: number, voice: Voice): string {
  const who = voice === 'applicant' ? 'You' : 'The applicant';
  const their = voice === 'applicant' ? 'your' : 'the';
  if (n === 1) return `${who} and ${their} housemate`;
  if (same === n) return n === 2 ? `${who} and both housemates` : `${who} and all ${n} housemates`;
  return `${who} and ${same} of ${n} housemates`;
}

/** "you <phrase>" for the applicant; the manager gets the applicant's answer quoted (no verb to conjugate). */
function applicantSide(question: SingleQuestion, yours: string, voice: Voice): string {
  return voice === 'applicant'
    ? `you ${forYou(ANSWER_PHRASES[question][yours])}`
    : `the applicant answered "${answerLabel(question, yours).long}"`;
}

function differenceText(question: SingleQuestion, yours: string, theirs: string, k: number, n: number, voice: Voice): string {
  const applicant = applicantSide(question, yours, voice);
  // A single housemate would need a singular verb; quote their answer instead.
  if (n === 1) {
    const housemate = voice === 'applicant' ? 'your housemate' : 'the housemate';
    return `${applicant[0].toUpperCase()}${applicant.slice(1)}; ${housemate} answered "${answerLabel(question, theirs).long}"`;
  }
  const subject = k === n ? (n === 2 ? 'Both housemates' : `All ${n} housemates`) : `${k} of ${n} housemates`;
  return `${subject} ${ANSWER_PHRASES[question][theirs]}; ${applicant}`;
}

/**
 * One question, the applicant against the house: a match when at least half the
 * housemates gave the same answer, a difference when most of them (two or more,
 * or the only housemate) answered far from the applicant, else nothing to say.
 */
function explainQuestion(question: SingleQuestion, you: RoommateAnswers, housemates: RoommateAnswers[], voice: Voice): Explanation | null {
  const n = housemates.length;
  const yours = you[question];
  const same = housemates.filter((h) => h[question] === yours).length;
  const weight = QUESTION_WEIGHTS[question];
  if (same * 2 >= n) {
    return { question, tone: 'match', text: `${matchSubject(same, n, voice)} ${ANSWER_PHRASES[question][yours]}`, significance: weight * (same / n) };
  }
  const [[theirs, k]] = tally(housemates, question);
  const similarity = questionSimilarity(question, you, { ...you, [question]: theirs } as RoommateAnswers);
  if (similarity > FAR_APART || (k < 2 && n > 1)) return null;
  return { question, tone: 'difference', text: differenceText(question, yours, theirs, k, n, voice), significance: weight * (k / n) * (1 - similarity) };
}

/** What the applicant would add to the shared spaces that no housemate offers yet. */
function explainContributions(you: RoommateAnswers, housemates: RoommateAnswers[], voice: Voice): Explanation | null {
  const offered = new Set(housemates.flatMap((h) => h.common_area_contributions));
  const fresh = you.common_area_contributions.filter((item) => !offered.has(item));
  if (fresh.length === 0) return null;
  const items = fresh.map((item) => CONTRIBUTION_PHRASES[item] ?? item);
  const list = items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  return {
    question: 'common_area_contributions', tone: 'match',
    text: `${voice === 'applicant' ? 'You' : 'The applicant'} would bring ${list} to the shared spaces, which no housemate has offered yet`,
    significance: QUESTION_WEIGHTS.common_area_contributions,
  };
}

/** Every explanation worth giving, most significant first. */
export function explain(you: RoommateAnswers, housemates: RoommateAnswers[], voice: Voice = 'applicant'): Explanation[] {
  if (housemates.length === 0) return [];
  const questions = (Object.keys(ROOMMATE_QUESTIONS) as RoommateQuestion[]).filter((q): q is SingleQuestion => q !== 'common_area_contributions');
  return [...questions.map((q) => explainQuestion(q, you, housemates, voice)), explainContributions(you, housemates, voice)]
    .filter((e): e is Explanation => e !== null)
    .sort((a, b) => b.significance - a.significance);
}
