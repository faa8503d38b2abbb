import { describe, expect, it } from 'vitest';
import { graphQLValue, profileFormSchema, SINGLE_QUESTIONS, withInterest } from './profileFormSchema';

const complete = {
  occupation: 'Nurse', interests: ['hiking'], commonAreaContributions: ['DINING_TABLE'],
  applicantProfileRoommateRelationshipPreference: 'BALANCED', weekdayBedtime: 'EARLY', worksFromHome: 'SOMETIMES', smoker: 'NO',
  sharing: 'PERMISSION_ONLY', cooking: 'GOURMET_CHEF', conflictStyle: 'GROUP_CHAT', weekendVacancy: 'ONCE_PER_MONTH',
  unwindRitual: 'TV', plants: 'INDIFFERENT', moveReason: 'EDUCATION',
};

describe('the create-profile form', () => {
  it('spells spec values the way GraphQL does', () => {
    expect(graphQLValue('gourmet_chef')).toBe('GOURMET_CHEF');
    expect(graphQLValue('entertainment systems')).toBe('ENTERTAINMENT_SYSTEMS');
  });

  it('asks every single-answer question of the spec but common-area contributions, which is a list', () => {
    expect(SINGLE_QUESTIONS).toHaveLength(11);
  });

  it('accepts a complete profile; no contributions ticked is an empty list', () => {
    expect(profileFormSchema.safeParse(complete).success).toBe(true);
    const none = profileFormSchema.safeParse({ ...complete, commonAreaContributions: false });
    expect(none.success && none.data.commonAreaContributions).toEqual([]);
  });

  it('names each unanswered question and a missing occupation or interest', () => {
    const result = profileFormSchema.safeParse({ ...complete, occupation: ' ', interests: [], smoker: undefined, cooking: 'CHEF' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(['cooking', 'interests', 'occupation', 'smoker']);
  });

  it('adds an interest once, trimmed', () => {
    expect(withInterest(['Hiking'], ' hiking ')).toEqual(['Hiking']);
    expect(withInterest(['Hiking'], ' board games ')).toEqual(['Hiking', 'board games']);
    expect(withInterest([], '   ')).toEqual([]);
  });
});
