// The animal form's checks, in the words the form shows. The api checks the same
// (api/routes/tenant-animals); these answer before a round trip.
import { z } from 'zod';

export const SPECIES = ['DOG', 'CAT', 'OTHER'] as const;
export const SERVICE_TYPES = ['NONE', 'SERVICE_ANIMAL', 'EMOTIONAL_SUPPORT_ANIMAL'] as const;

const optional = (max: number, label: string) =>
  z.string().trim().max(max, { error: `${label} can be at most ${max} characters.` }).transform((v) => v || null);

export const animalSchema = z.object({
  name: z.string().trim().min(1, { error: 'Enter your animal\'s name.' }).max(60, { error: 'Use at most 60 characters.' }),
  species: z.enum(SPECIES, { error: 'Choose dog, cat or other.' }),
  breed: optional(80, 'Breed'),
  weightLbs: z.string().trim()
    .refine((v) => v === '' || (/^\d+(\.\d)?$/.test(v) && Number(v) > 0 && Number(v) <= 300), { error: 'Enter a weight in pounds, like 24 or 24.5.' })
    .transform((v) => (v === '' ? null : Number(v))),
  serviceAnimalType: z.enum(SERVICE_TYPES),
  notes: optional(1000, 'Notes'),
});

export type AnimalFormInput = z.input<typeof animalSchema>;
export type AnimalFormOutput = z.output<typeof animalSchema>;

export const EMPTY_ANIMAL: AnimalFormInput = { name: '', species: '' as AnimalFormInput['species'], breed: '', weightLbs: '', serviceAnimalType: 'NONE', notes: '' };
