// Checks of the application fee card form; the payments provider has the last word.
import { z } from 'zod';

export const feeSchema = z.object({
  cardNumber: z.string().transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{12,19}$/.test(v), { error: 'Enter the card number, 12 to 19 digits.' }),
  expMonth: z.string().trim().refine((v) => /^(0?[1-9]|1[0-2])$/.test(v), { error: 'Enter the month, 1 to 12.' }).transform(Number),
  expYear: z.string().trim().refine((v) => /^(\d{2}|\d{4})$/.test(v), { error: 'Enter the year, like 2029.' })
    // Cards print two digits; 29 means 2029.
    .transform((v) => (v.length === 2 ? 2000 + Number(v) : Number(v))),
  cvc: z.string().trim().refine((v) => /^\d{3,4}$/.test(v), { error: 'Enter the 3 or 4 digit code on the back.' }),
});

export type FeeFormInput = z.input<typeof feeSchema>;
export type FeeFormOutput = z.output<typeof feeSchema>;
