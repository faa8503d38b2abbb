import { formatLongDate } from '../../../common/dates.js';

/**
 * The renter confirmation questions (spec §2 /renter-confirmation, §7 lifecycle
 * questions) asked of each application when it is submitted. They make the
 * applicant read back the terms they are committing to, in their own application's
 * words, before the application counts as complete.
 */
export const LIFECYCLE_QUESTION_KINDS = ['move_in_date', 'monthly_rent', 'house_rules', 'occupants'] as const;
export type LifecycleQuestionKind = (typeof LIFECYCLE_QUESTION_KINDS)[number];

/** `confirm`: the answer is "yes" (otherwise the applicant declines with a reason); `text`: a short free answer. */
export type LifecycleQuestionResponseType = 'confirm' | 'text';
export const CONFIRM_ANSWER = 'yes';

export interface ApplicationTerms {
  homeTitle: string;
  bedroomName: string;
  moveInDate: string;
  moveOutDate: string;
  rent: { BASE: number; UTILITIES: number; PLATFORM_FEE: number; TOTAL_RENT: number };
}

export interface LifecycleQuestionDraft {
  kind: LifecycleQuestionKind;
  responseType: LifecycleQuestionResponseType;
  prompt: string;
  position: number;
}

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 });

export function renterConfirmationQuestions(terms: ApplicationTerms): LifecycleQuestionDraft[] {
  const { rent } = terms;
  const drafts: Omit<LifecycleQuestionDraft, 'position'>[] = [
    {
      kind: 'move_in_date',
      responseType: 'confirm',
      prompt: `You will move in on ${formatLongDate(terms.moveInDate, true)} and move out on ${formatLongDate(terms.moveOutDate, true)}.`,
    },
    {
      kind: 'monthly_rent',
      responseType: 'confirm',
      prompt: `Your monthly rent for ${terms.bedroomName} at ${terms.homeTitle} is ${dollars(rent.TOTAL_RENT)}: `
        + `${dollars(rent.BASE)} base rent, ${dollars(rent.UTILITIES)} utilities and ${dollars(rent.PLATFORM_FEE)} platform fee.`,
    },
    {
      kind: 'house_rules',
      responseType: 'confirm',
      prompt: `You have read the description and house rules of ${terms.homeTitle} and will live by them.`,
    },
    {
      kind: 'occupants',
      responseType: 'text',
      prompt: 'Who else will live in the room with you? Answer "Just me" if no one will.',
    },
  ];
  return drafts.map((draft, i) => ({ ...draft, position: i + 1 }));
}
