import { z } from 'zod';
import { ROOMMATE_QUESTION_KEYS } from '../../../../common/roommate-answers.js';

/** Why there is no score: the caller (or applicant) has no profile, or nobody with one lives there yet. */
export const COMPATIBILITY_UNAVAILABLE_REASONS = ['no_profile', 'no_housemates'] as const;

export const CompatibilitySchema = z.object({
  score: z.number().int().min(0).max(100).nullable().describe('0–100; null when it cannot be computed (see reason).'),
  reason: z.enum(COMPATIBILITY_UNAVAILABLE_REASONS).nullable(),
  housemate_count: z.number().int().describe('Current housemates compared with (those with a profile).'),
  explanations: z.array(z.object({
    question: z.enum(ROOMMATE_QUESTION_KEYS as [string, ...string[]]),
    tone: z.enum(['match', 'difference']),
    text: z.string(),
  })).describe('Most significant first; about answers only, never naming a housemate.'),
});
export type CompatibilityDto = z.infer<typeof CompatibilitySchema>;
