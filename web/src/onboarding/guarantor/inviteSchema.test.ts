import { describe, expect, it } from 'vitest';
import { inviteSchema } from './inviteSchema';

describe('invite a guarantor form', () => {
  it('accepts a name and an email for an application', () => {
    expect(inviteSchema.parse({ lifecycleId: '7', guarantorName: ' Gail Fox ', guarantorEmail: 'gail@example.com ' }))
      .toEqual({ lifecycleId: '7', guarantorName: 'Gail Fox', guarantorEmail: 'gail@example.com' });
  });

  it('says what is missing next to each field', () => {
    const result = inviteSchema.safeParse({ lifecycleId: '', guarantorName: ' ', guarantorEmail: 'gail' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      lifecycleId: 'Choose the application your guarantor is for.',
      guarantorName: 'Enter your guarantor\'s name.',
      guarantorEmail: 'Enter a valid email address.',
    });
  });
});
