/** The GET /me/ facts the pets step is judged by. */
export interface PetsFacts {
  is_renting_with_animal: boolean | null;
  tenant_animals_count?: number;
}

/**
 * Spec §5 "Pets step satisfied": the renter is not renting with an animal, or is
 * and has at least one animal on record. No answer yet is not satisfied.
 */
export function isPetsStepSatisfied({ is_renting_with_animal: withAnimal, tenant_animals_count: animals = 0 }: PetsFacts): boolean {
  if (withAnimal === null) return false;
  return withAnimal === false || animals > 0;
}
