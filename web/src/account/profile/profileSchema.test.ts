import { describe, expect, it } from 'vitest';
import { profileSchema } from './profileSchema';

const valid = { firstName: 'Tara', lastName: 'Nguyen', phoneNumber: '', occupation: 'Nurse', interests: '', roommateRelationshipPreference: '' as const };

describe('profile form checks', () => {
  it('turns the interests line into a clean list', () => {
    const result = profileSchema.parse({ ...valid, interests: ' hiking, cooking ,, hiking,board games ' });
    expect(result.interests).toEqual(['hiking', 'cooking', 'board games']);
  });

  it('accepts common phone formats and an empty phone', () => {
    for (const phone of ['', '(919) 555-0142', '+1 919 555 0142', '919.555.0142']) {
      expect(profileSchema.safeParse({ ...valid, phoneNumber: phone }).success).toBe(true);
    }
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
