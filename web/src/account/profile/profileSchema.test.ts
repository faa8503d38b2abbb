import { describe, expect, it } from 'vitest';
import { profileSchema } from './profileSchema';

const valid = { firstName: 'Tara', lastName: 'Nguyen', phoneNumber: '', occupation: 'Nurse', interests: '', roommateRelationshipPreference: '' as const };

describe('profile form checks', () => {
  it('turns the interests line into a clean list', () => {
    const result = profileSchema.parse({ ...valid, interests: ' hiking, cooking ,, hiking,board games ' });
    expect(result.interests).toEqual(['hiking', 'cooking', 'board games']);
  });

  it('accepts common phone formats and sends one normalized form', () => {
    for (const phone of ['(919) 555-0142', '+1 919 555 0142', '919.555.0142', '1-919-555-0142']) {
      expect(profileSchema.parse({ ...valid, phoneNumber: phone }).phoneNumber).toBe('+19195550142');
    }
    expect(profileSchema.parse({ ...valid, phoneNumber: '+44 20 7946 0958' }).phoneNumber).toBe('+442079460958');
    expect(profileSchema.parse({ ...valid, phoneNumber: '' }).phoneNumber).toBe('');
  });

  it('explains what is wrong with a short phone number', () => {
    const result = profileSchema.safeParse({ ...valid, phoneNumber: '555-01' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['phoneNumber'], message: expect.stringContaining('area code') });
  });

  it('only knows the three roommate relationship answers', () => {
    expect(profileSchema.safeParse({ ...valid, roommateRelationshipPreference: 'SOCIAL' }).success).toBe(true);
    expect(profileSchema.safeParse({ ...valid, roommateRelationshipPreference: 'PARTY' }).success).toBe(false);
  });
});
