import { describe, expect, it } from 'vitest';
import { isProfileComplete, type ProfileAnswers } from './profileCompleteness.js';

const complete: ProfileAnswers = {
  occupation: 'Nurse',
  interests: ['hiking'],
  applicant_profile_roommate_relationship_preference: 'balanced',
};

describe('profile completeness (spec §5)', () => {
  it.each<[string, Partial<ProfileAnswers>, boolean]>([
    ['occupation, an interest and a roommate preference make a complete profile', {}, true],
    ['a missing occupation makes it incomplete', { occupation: null }, false],
    ['an empty occupation makes it incomplete', { occupation: '' }, false],
    ['a blank occupation makes it incomplete', { occupation: '   ' }, false],
    ['no interests make it incomplete', { interests: [] }, false],
    ['only blank interests make it incomplete', { interests: [' '] }, false],
    ['a missing roommate relationship preference makes it incomplete', { applicant_profile_roommate_relationship_preference: null }, false],
  ])('%s', (_rule, change, expected) => {
    expect(isProfileComplete({ ...complete, ...change })).toBe(expected);
  });
});
