import { describe, expect, it } from 'vitest';
import { renterConfirmationQuestions } from './renter-confirmation-questions.js';

const terms = {
  homeTitle: 'Sunny craftsman in Five Points',
  bedroomName: 'Bedroom 2',
  moveInDate: '2026-09-01',
  moveOutDate: '2027-02-28',
  rent: { BASE: 80000, UTILITIES: 7500, PLATFORM_FEE: 2550, TOTAL_RENT: 90050 },
};

describe('renter confirmation questions', () => {
  const questions = renterConfirmationQuestions(terms);

  it('asks about the dates, the rent, the house rules and who else lives in the room, in that order', () => {
    expect(questions.map((q) => [q.position, q.kind, q.responseType])).toEqual([
      [1, 'move_in_date', 'confirm'],
      [2, 'monthly_rent', 'confirm'],
      [3, 'house_rules', 'confirm'],
      [4, 'occupants', 'text'],
    ]);
  });

  it("reads the applicant's own dates back to them", () => {
    expect(questions[0].prompt).toBe('You will move in on Tuesday, September 1, 2026 and move out on Sunday, February 28, 2027.');
  });

  it('spells out the rent and its parts in dollars', () => {
    expect(questions[1].prompt).toBe('Your monthly rent for Bedroom 2 at Sunny craftsman in Five Points is $900.50: '
      + '$800 base rent, $75 utilities and $25.50 platform fee.');
  });
});
