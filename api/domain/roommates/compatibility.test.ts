import { describe, expect, it } from 'vitest';
import { ROOMMATE_QUESTIONS, type RoommateAnswers } from '../../../common/roommate-answers.js';
import { roommateCompatibility } from './compatibility.js';
import { ANSWER_PHRASES } from './phrases.js';
import { categoricalSimilarity, contributionSimilarity, orderedSimilarity, pairScore, QUESTION_WEIGHTS } from './similarity.js';

const rosa: RoommateAnswers = {
  works_from_home: 'no',
  conflict_style: 'in_person',
  sharing: 'permission_only',
  weekday_bedtime: 'early',
  smoker: 'no',
  applicant_profile_roommate_relationship_preference: 'balanced',
  cooking: 'home_cook',
  move_reason: 'occupation',
  unwind_ritual: 'reading',
  plants: 'like',
  weekend_vacancy: 'once_per_month',
  common_area_contributions: ['dining table'],
};
const like = (change: Partial<RoommateAnswers>): RoommateAnswers => ({ ...rosa, ...change });

describe('ordered answers give neighbours partial credit', () => {
  const bedtime = ROOMMATE_QUESTIONS.weekday_bedtime.values;
  it.each([
    ['the same bedtime', 'early', 'early', 1],
    ['neighbouring bedtimes (early, moderate)', 'early', 'moderate', 2 / 3],
    ['two steps apart (early, late)', 'early', 'late', 1 / 3],
    ['opposite ends (early, daytime)', 'early', 'daytime', 0],
  ])('%s', (_case, a, b, expected) => {
    expect(orderedSimilarity(bedtime, a, b)).toBeCloseTo(expected);
  });

  it('a three-step scale gives its neighbours half', () => {
    expect(orderedSimilarity(ROOMMATE_QUESTIONS.applicant_profile_roommate_relationship_preference.values, 'minimal', 'balanced')).toBe(0.5);
  });
});

describe('categorical answers match or not', () => {
  it.each([
    ['smoker and smoker', 'smoker', 'yes', 'yes', 1],
    ['smoker and non-smoker', 'smoker', 'yes', 'no', 0],
    ['two written conflict styles', 'conflict_style', 'group_chat', 'note', 0.5],
    ['in person and a note', 'conflict_style', 'in_person', 'note', 0],
    ['different ways to unwind', 'unwind_ritual', 'tv', 'reading', 0],
  ] as const)('%s', (_case, question, a, b, expected) => {
    expect(categoricalSimilarity(question, a, b)).toBe(expected);
  });
});

describe('common-area contributions complement each other', () => {
  it.each([
    ['nothing in common: everything is covered', ['seating'], ['dining table'], 1],
    ['the same things twice', ['seating'], ['seating', 'plants'], 0],
    ['half overlapping', ['seating', 'plants'], ['plants', 'storage', 'hobby gear'], 0.5],
    ['someone brings nothing: neutral', [], ['seating'], 0.5],
  ])('%s', (_case, a, b, expected) => {
    expect(contributionSimilarity(a, b)).toBe(expected);
  });
});

describe('pair score', () => {
  it('is 100 for identical answers except overlapping contributions, and falls with each difference', () => {
    const twin = like({ common_area_contributions: ['seating'] });
    expect(pairScore(rosa, twin)).toBe(100);
    expect(pairScore(rosa, like({ common_area_contributions: ['seating'], plants: 'love' }))).toBeLessThan(100);
  });

  it('weighs smoking more than plants', () => {
    const base = like({ common_area_contributions: [] });
    expect(pairScore(base, like({ common_area_contributions: [], smoker: 'yes' })))
      .toBeLessThan(pairScore(base, like({ common_area_contributions: [], plants: 'none' })));
    expect(QUESTION_WEIGHTS.smoker).toBeGreaterThan(QUESTION_WEIGHTS.plants);
  });

  it('stays between 0 and 100 for opposite answers', () => {
    const opposite: RoommateAnswers = {
      works_from_home: 'yes', conflict_style: 'note', sharing: 'never', weekday_bedtime: 'daytime', smoker: 'yes',
      applicant_profile_roommate_relationship_preference: 'social', cooking: 'never', move_reason: 'financial',
      unwind_ritual: 'gaming', plants: 'none', weekend_vacancy: 'most', common_area_contributions: ['dining table'],
    };
    const score = pairScore(like({ works_from_home: 'no', sharing: 'everything', plants: 'love', weekend_vacancy: 'rarely', applicant_profile_roommate_relationship_preference: 'minimal' }), opposite);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThan(15);
  });
});

describe('roommate compatibility with a home', () => {
  it('is null with nobody to compare with', () => {
    expect(roommateCompatibility(rosa, [])).toBeNull();
  });

  it('averages the pair scores over the housemates and counts them', () => {
    const close = like({ common_area_contributions: [] });
    const far = like({ smoker: 'yes', weekday_bedtime: 'daytime', common_area_contributions: [] });
    const result = roommateCompatibility(rosa, [close, far])!;
    expect(result.housemate_count).toBe(2);
    expect(result.score).toBe(Math.round((pairScore(rosa, close) + pairScore(rosa, far)) / 2));
  });

  it('says in words what the applicant shares with most of the house', () => {
    const house = [like({ weekday_bedtime: 'early' }), like({ weekday_bedtime: 'early' }), like({ weekday_bedtime: 'late' })];
    const texts = roommateCompatibility(rosa, house)!.explanations.map((e) => e.text);
    expect(texts).toContain('You and 2 of 3 housemates go to bed early on weekdays');
    expect(texts).toContain('You and all 3 housemates do not smoke');
  });

  it('points out where the house answered far from the applicant', () => {
    const smokers = [like({ smoker: 'yes' }), like({ smoker: 'yes' })];
    const result = roommateCompatibility(rosa, smokers)!;
    const difference = result.explanations.find((e) => e.tone === 'difference');
    expect(difference).toMatchObject({ question: 'smoker', text: 'Both housemates smoke or vape; you do not smoke' });
    // The most significant reason comes first: smoking outweighs everything else here.
    expect(result.explanations[0]!.question).toBe('smoker');
  });

  it('quotes a single housemate\'s answer rather than conjugating for one person', () => {
    const result = roommateCompatibility(rosa, [like({ weekday_bedtime: 'daytime' })])!;
    expect(result.explanations.map((e) => e.text)).toContain('You go to bed early on weekdays; your housemate answered "During the day (I work nights)"');
  });

  it('welcomes what the applicant would add to the shared spaces', () => {
    const housemate: RoommateAnswers = {
      works_from_home: 'yes', conflict_style: 'note', sharing: 'everything', weekday_bedtime: 'moderate', smoker: 'no',
      applicant_profile_roommate_relationship_preference: 'social', cooking: 'quick', move_reason: 'education',
      unwind_ritual: 'tv', plants: 'love', weekend_vacancy: 'rarely', common_area_contributions: ['plants'],
    };
    const result = roommateCompatibility(like({ common_area_contributions: ['dining table', 'entertainment systems', 'plants'] }), [housemate])!;
    expect(result.explanations.map((e) => e.text))
      .toContain('You would bring a dining table and a TV or sound system to the shared spaces, which no housemate has offered yet');
  });

  it('speaks of "the applicant" to the manager, quoting the applicant\'s answer', () => {
    const result = roommateCompatibility(rosa, [like({ smoker: 'yes' }), like({ smoker: 'yes' })], 'manager')!;
    const texts = result.explanations.map((e) => e.text);
    expect(texts).toContain('Both housemates smoke or vape; the applicant answered "No, I do not smoke or vape"');
    expect(texts).toContain('The applicant and both housemates go to bed early on weekdays');
    expect(texts.join(' ')).not.toMatch(/\byou\b/i);
  });

  it('never gives more than eight reasons', () => {
    const result = roommateCompatibility(rosa, [rosa, rosa, rosa])!;
    expect(result.explanations.length).toBeLessThanOrEqual(8);
  });

  it('has a phrase for every single-answer value of the spec', () => {
    for (const [question, phrases] of Object.entries(ANSWER_PHRASES)) {
      expect(Object.keys(phrases).sort(), question).toEqual([...ROOMMATE_QUESTIONS[question as keyof typeof ANSWER_PHRASES].values].sort());
    }
  });
});
