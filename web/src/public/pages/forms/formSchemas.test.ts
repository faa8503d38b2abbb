import { describe, expect, it } from 'vitest';
import { given, leaveFeedbackSchema, partnerMeetingSchema, realtorReferralSchema } from './formSchemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('public form checks', () => {
  it('an empty partner meeting request names each required field', () => {
    const result = partnerMeetingSchema.safeParse({ fullName: '', email: '', company: '', jobTitle: '', phone: '', topic: '', message: '', preferredDate: '', website: '' });
    expect(messages(result)).toEqual({
      fullName: 'Fill in your name.',
      email: 'Enter your email address.',
      company: 'Fill in your company.',
      topic: 'Choose what the meeting is about.',
      message: 'Fill in what you would like to talk about.',
    });
  });

  it('optional answers may stay empty, and are then left out of what is sent', () => {
    const values = { fullName: 'Ana', email: 'ana@example.com', company: 'Oak PM', jobTitle: '', phone: '', topic: 'investment', message: 'Ten houses', preferredDate: '', website: '' };
    expect(partnerMeetingSchema.safeParse(values).success).toBe(true);
    expect(given({ jobTitle: ' ', phone: '+1 555 010 0100' })).toEqual({ phone: '+1 555 010 0100' });
  });

  it('feedback needs a rating from 1 to 5 and a message; a referral a valid client email when given', () => {
    expect(messages(leaveFeedbackSchema.safeParse({ fullName: '', email: 'a@example.com', rating: '', message: '', website: '' })))
      .toEqual({ rating: 'Rate us from 1 to 5.', message: 'Fill in your feedback.' });
    const referral = { fullName: 'Sam', email: 'sam@realty.example', brokerage: 'Piedmont Realty', licenseNumber: '', phone: 'call me', clientName: 'Lee', clientEmail: 'lee@', city: '', moveInDate: '', notes: '', website: '' };
    expect(messages(realtorReferralSchema.safeParse(referral))).toEqual({
      phone: 'Enter a phone number, e.g. +1 555 010 0100.',
      clientEmail: 'Enter a valid email address, like name@example.com.',
    });
  });
});
