import type { RoommateAnswers } from '../../../common/roommate-answers.js';
import { explain, type Explanation, type Voice } from './explanations.js';
import { pairScore } from './similarity.js';

export interface Compatibility {
  /** 0–100: the mean of the applicant's score with each housemate. */
  score: number;
  housemate_count: number;
  /** Most significant first; answers only, never who gave them. */
  explanations: Omit<Explanation, 'significance'>[];
}

/** At most this many explanations: enough to be useful, few enough to read. */
export const MAX_EXPLANATIONS = 8;

/**
 * Roommate compatibility (beyond the spec; see docs/roommate-compatibility.md):
 * the applicant's twelve answers against each current housemate's, scored per
 * pair and averaged over the home, with the reasons in plain words. Null when
 * there is nobody to compare with. `voice`: who reads the explanations.
 */
export function roommateCompatibility(applicant: RoommateAnswers, housemates: RoommateAnswers[], voice: Voice = 'applicant'): Compatibility | null {
  if (housemates.length === 0) return null;
  const pairs = housemates.map((h) => pairScore(applicant, h));
  return {
    score: Math.round(pairs.reduce((sum, s) => sum + s, 0) / pairs.length),
    housemate_count: housemates.length,
    explanations: explain(applicant, housemates, voice)
      .slice(0, MAX_EXPLANATIONS)
      .map(({ question, tone, text }) => ({ question, tone, text })),
  };
}
