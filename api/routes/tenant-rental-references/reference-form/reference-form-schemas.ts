import { z } from 'zod';

/** A mailed link's token: 32 random bytes in base64url. Anything else cannot be one. */
const Token = z.string({ error: 'This link is not complete. Open it again from the email.' })
  .trim().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This link is not complete. Open it again from the email.' });

export const StartBody = z.object({ token: Token }).strict();

/** The referee sees only what they need to recognise the request: nothing else about the applicant. */
export const StartResponse = z.object({
  tenant_first_name: z.string(),
  property_address: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});

const yesNo = (message: string) => z.boolean({ error: message });

export const ReferenceAnswers = z.object({
  relationship_confirmed: yesNo('Tell us whether you know this person as their landlord or reference.'),
  paid_on_time: yesNo('Tell us whether rent was paid on time.'),
  lease_violations: yesNo('Tell us whether there were lease violations.'),
  would_rent_again: yesNo('Tell us whether you would rent to them again.'),
  comments: z.string().trim().max(2000, { error: 'Keep comments under 2000 characters.' })
    .transform((v) => v || null).nullable().optional(),
}).strict();
export type ReferenceAnswersInput = z.infer<typeof ReferenceAnswers>;

export const SubmitBody = z.object({ token: Token, answers: ReferenceAnswers }).strict();

export const SubmitResponse = z.object({ answered_at: z.iso.datetime() });
