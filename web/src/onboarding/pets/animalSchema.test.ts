import { describe, expect, it } from 'vitest';
import { animalSchema, EMPTY_ANIMAL } from './animalSchema';

const parse = (change: Record<string, string>) => animalSchema.safeParse({ ...EMPTY_ANIMAL, name: 'Biscuit', species: 'DOG', ...change });

describe('the animal form', () => {
  it('needs only a name and a species; empty optional fields are sent as null', () => {
    const result = parse({});
    expect(result.success && result.data).toEqual({ name: 'Biscuit', species: 'DOG', breed: null, weightLbs: null, serviceAnimalType: 'NONE', notes: null });
  });

  it.each([
    ['a name of spaces', { name: '  ' }, 'name'],
    ['no species', { species: '' }, 'species'],
    ['a weight in words', { weightLbs: 'heavy' }, 'weightLbs'],
    ['a weight of zero', { weightLbs: '0' }, 'weightLbs'],
    ['a weight over 300 lbs', { weightLbs: '301' }, 'weightLbs'],
  ])('refuses %s, next to the field', (_case, change, field) => {
    const result = parse(change);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0])).toContain(field);
  });

  it('reads a decimal weight as pounds', () => {
    const result = parse({ weightLbs: '24.5' });
    expect(result.success && result.data.weightLbs).toBe(24.5);
  });
});
