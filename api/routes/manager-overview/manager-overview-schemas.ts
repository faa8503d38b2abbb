import { z } from 'zod';

const CalendarDate = z.iso.date();

export const VacantBedroomSchema = z.object({
  bedroom_id: z.number().int(),
  name: z.string(),
  available_from: CalendarDate.describe('The first day the room can be moved into for a month at least: the listings\' availability rule (the listing date, signed leases and approved applications).'),
  leased_from: CalendarDate.nullable().describe('Move-in of the next signed lease, when one is signed already.'),
});

export const OverviewHomeSchema = z.object({
  building_id: z.number().int(),
  title: z.string(),
  is_listed: z.boolean(),
  bedroom_count: z.number().int(),
  occupied_bedroom_count: z.number().int().describe('Bedrooms someone lives in today under a signed lease.'),
  vacant_bedrooms: z.array(VacantBedroomSchema).describe('The other bedrooms, in order.'),
  applicants_waiting_count: z.number().int().nullable()
    .describe('Applications sent to the manager awaiting a decision; null without the leasing area on this home.'),
  open_ticket_count: z.number().int().nullable()
    .describe('Tickets not completed; null without the support service area on this home.'),
});

export const ManagerOverviewSchema = z.object({
  as_of: CalendarDate.describe('The day the figures are for (UTC).'),
  homes: z.array(OverviewHomeSchema),
  overdue: z.object({ amount_cents: z.number().int(), invoice_count: z.number().int() }).nullable()
    .describe('Invoices of your homes past their due date and not settled; null without the payments area on any home.'),
});
export type ManagerOverview = z.infer<typeof ManagerOverviewSchema>;
