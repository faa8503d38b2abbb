import { describe, expect, it } from 'vitest';
import { isPetsStepSatisfied, type PetsFacts } from './petsStep.js';

describe('pets step (spec §5)', () => {
  it.each<[string, PetsFacts, boolean]>([
    ['a renter without an animal has done the step', { is_renting_with_animal: false, tenant_animals_count: 0 }, true],
    ['a renter without an animal, with old animals still on record, has done the step', { is_renting_with_animal: false, tenant_animals_count: 2 }, true],
    ['a renter with an animal on record has done the step', { is_renting_with_animal: true, tenant_animals_count: 1 }, true],
    ['a renter with an animal but none on record has not', { is_renting_with_animal: true, tenant_animals_count: 0 }, false],
    ['a renter who has not answered has not', { is_renting_with_animal: null, tenant_animals_count: 0 }, false],
    ['no answer is not made up for by animals on record', { is_renting_with_animal: null, tenant_animals_count: 3 }, false],
    ['an api that does not count animals counts as none', { is_renting_with_animal: true }, false],
  ])('%s', (_rule, facts, expected) => {
    expect(isPetsStepSatisfied(facts)).toBe(expected);
  });
});
