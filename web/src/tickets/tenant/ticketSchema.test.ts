import { describe, expect, it } from 'vitest';
import { emptyTicket, ticketSchema } from './ticketSchema';

describe('ticketSchema', () => {
  it('says what is missing, field by field', () => {
    const result = ticketSchema.safeParse(emptyTicket(''));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      buildingId: 'Choose the home.', area: 'Choose where in the home.', accessRequirement: 'Choose who needs to be there.',
      title: 'Give the ticket a title.', description: 'Describe the problem.',
    });
  });

  it('passes a complete ticket, with no category as null', () => {
    expect(ticketSchema.parse({ ...emptyTicket('QnVpbGRpbmc6Mw=='), area: 'BEDROOM_2', accessRequirement: 'TENANTS_PRESENT', title: ' Radiator cold ', description: 'No heat since Monday.' }))
      .toEqual({ buildingId: 'QnVpbGRpbmc6Mw==', supportCategoryId: null, area: 'BEDROOM_2', accessRequirement: 'TENANTS_PRESENT', title: 'Radiator cold', description: 'No heat since Monday.' });
  });

  it('refuses a title over 120 characters', () => {
    expect(ticketSchema.safeParse({ ...emptyTicket('b'), area: 'OTHER', accessRequirement: 'NO_ACCESS_NEEDED', title: 'x'.repeat(121), description: 'y' }).success).toBe(false);
  });
});
