// Checks of the income form. People type amounts as they like ("$3,850", "3850.5");
// the api takes whole cents.
import { z } from 'zod';

/** Cents from a dollar amount as typed, or null when it is not one. */
export function parseDollars(input: string): number | null {
  const cleaned = input.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

export const INCOME_SOURCE_VALUES = ['EMPLOYMENT', 'SELF_EMPLOYMENT', 'STUDENT_AID', 'BENEFITS', 'SAVINGS', 'OTHER'] as const;

export const incomeSchema = z.object({
  monthlyIncome: z.string().refine((v) => parseDollars(v) !== null, { error: 'Enter your monthly income in dollars, like 3,850.' }),
  incomeSources: z.array(z.enum(INCOME_SOURCE_VALUES)).min(1, { error: 'Choose where your income comes from.' }),
  employerName: z.string().trim().max(200, { error: 'Use at most 200 characters.' }),
}).refine((v) => !v.incomeSources.includes('EMPLOYMENT') || v.employerName.length > 0, {
  error: 'Name your employer.', path: ['employerName'],
});

export type IncomeFormValues = z.input<typeof incomeSchema>;
