import { z } from 'zod';

/** The invite form, checked in the browser first; the api checks again and has the last word. */
export const inviteSchema = z.object({
  lifecycleId: z.string().min(1, { error: 'Choose the application your guarantor is for.' }),
  guarantorName: z.string().trim().min(1, { error: 'Enter your guarantor\'s name.' }).max(100, { error: 'Use at most 100 characters.' }),
  guarantorEmail: z.string().trim().email({ error: 'Enter a valid email address.' }),
});
export type InviteValues = z.infer<typeof inviteSchema>;
