import { z } from 'zod';
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
});
export type BookServiceValues = z.infer<typeof bookServiceSchema>;

/** The api names `priceCents`; the form shows dollars. */
export const BOOK_FORM_FIELD_OF = { priceCents: 'price' } as const;
