import { z } from 'zod';
import { MANAGER_SECTIONS, TENANT_SECTIONS } from './digest-facts.js';

export const DigestItemSchema = z.object({
  id: z.number().int().describe('The id of the application, lease, invoice, ticket or information request.'),
  title: z.string(),
  detail: z.string().nullable(),
  at: z.iso.datetime().describe('When it happened; for an invoice due, its due date.'),
  link: z.string().describe('Where the item is in the web app.'),
  amount_cents: z.number().int().nullable(),
});

export const DigestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_role: z.enum(['tenant', 'manager']).describe('manager: what happened on their homes; tenant: on their applications and bills.'),
  period_start: z.iso.datetime(),
  period_end: z.iso.datetime(),
  sections: z.array(z.object({
    key: z.enum([...MANAGER_SECTIONS, ...TENANT_SECTIONS]),
    title: z.string(),
    items: z.array(DigestItemSchema),
  })),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable().describe('When it was mailed (to the outbox).'),
});
