import { z } from 'zod';
import { MAX_REPEAT_EVERY_WEEKS, RECURRING_CATEGORIES as RECURRING } from '../../../../common/services';
import { dollarsToCents } from '../../shared/format';
import { ACCESS_VALUES, type AccessValue } from '../labels';

/** The booking form's client-side checks; the api's userErrors land on the same fields. */
export const bookServiceSchema = z.object({
  buildingId: z.string().min(1, 'Choose the home.'),
  serviceTypeId: z.string().min(1, 'Choose a service.'),
  accessRequirement: z.enum(ACCESS_VALUES as [AccessValue, ...AccessValue[]], { message: 'Say how the vendor gets in.' }),
  accessNotes: z.string().trim().max(1000, 'Keep it under 1,000 characters.'),
  notes: z.string().trim().max(2000, 'Keep it under 2,000 characters.'),
  price: z.string().trim().refine((v) => dollarsToCents(v) !== null, 'Enter the price in dollars, e.g. 150 or 149.50.'),
  /** '' = once; '1'..'12' = a recurring series every N weeks. */
  repeat: z.string().regex(/^(|[1-9]|1[0-2])$/, 'Choose how often.'),
  /** With a repeat: the day of the first visit (YYYY-MM-DD); empty = today. */
  firstVisitOn: z.string().regex(/^(|\d{4}-\d{2}-\d{2})$/, 'Pick a day.'),
});
export type BookServiceValues = z.infer<typeof bookServiceSchema>;

/** The api names `priceCents`; the form shows dollars. */
export const BOOK_FORM_FIELD_OF = { priceCents: 'price', repeatEveryWeeks: 'repeat' } as const;

/** Categories a manager may book as a series (common/services.ts RECURRING_CATEGORIES, as GraphQL names them). */
export const RECURRING_CATEGORIES: readonly string[] = RECURRING.map((c) => c.toUpperCase());
/** The choices of "Repeat": once, or every 1 to 12 weeks. */
export const REPEAT_CHOICES = [['', 'Just once'], ['1', 'Every week'],
  ...Array.from({ length: MAX_REPEAT_EVERY_WEEKS - 1 }, (_, i) => [String(i + 2), `Every ${i + 2} weeks`])] as const;
