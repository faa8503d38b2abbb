// The open-a-ticket form's checks, in the words the api uses
// (api/routes/maintenance-tickets/ticket-schemas.ts); these answer before a round trip.
import { z } from 'zod';
import { ACCESS_REQUIREMENT_OPTIONS, areaOptions } from '../labels';

const AREAS = areaOptions(10).map((o) => o.value) as [string, ...string[]];
const ACCESS = ACCESS_REQUIREMENT_OPTIONS.map((o) => o.value) as [string, ...string[]];

export const ticketSchema = z.object({
  buildingId: z.string().min(1, { error: 'Choose the home.' }),
  supportCategoryId: z.string().transform((v) => v || null),
  area: z.enum(AREAS, { error: 'Choose where in the home.' }),
  accessRequirement: z.enum(ACCESS, { error: 'Choose who needs to be there.' }),
  title: z.string().trim().min(1, { error: 'Give the ticket a title.' }).max(120, { error: 'Use at most 120 characters.' }),
  description: z.string().trim().min(1, { error: 'Describe the problem.' }).max(5000, { error: 'Use at most 5000 characters.' }),
});

export type TicketFormInput = z.input<typeof ticketSchema>;
export type TicketFormOutput = z.output<typeof ticketSchema>;

export const emptyTicket = (buildingId: string): TicketFormInput => ({
  buildingId, supportCategoryId: '', area: '', accessRequirement: '', title: '', description: '',
});
