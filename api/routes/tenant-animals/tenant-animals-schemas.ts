import { z } from 'zod';
import { SERVICE_ANIMAL_TYPES, TENANT_ANIMAL_SPECIES } from '../../../common/enums.js';
import { PhotoFileIds } from '../me/applicant-profiles/photo-files.js';

/** A user may keep this many animals on record; more is a 422, not a silent cut. */
export const MAX_TENANT_ANIMALS = 10;

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, { error: message }).transform((v) => v || null).nullable();

const fields = {
  name: z.string({ error: 'Enter the animal\'s name.' }).trim()
    .min(1, { error: 'Enter the animal\'s name.' }).max(60, { error: 'Use at most 60 characters.' }),
  species: z.enum(TENANT_ANIMAL_SPECIES, { error: 'Choose dog, cat or other.' }),
  breed: optionalText(80, 'Use at most 80 characters.'),
  weight_lbs: z.number({ error: 'Enter the weight in pounds.' })
    .min(0.1, { error: 'Enter a weight of at least 0.1 lbs.' }).max(300, { error: 'Enter a weight of at most 300 lbs.' })
    .transform((w) => Math.round(w * 10) / 10).nullable(),
  service_animal_type: z.enum(SERVICE_ANIMAL_TYPES, { error: 'Choose service animal, emotional support animal or none.' }),
  photo_file_ids: PhotoFileIds,
  notes: optionalText(1000, 'Keep notes under 1000 characters.'),
};

/** POST /me/{user}/tenant-animals: name and species are required, the rest optional. */
export const TenantAnimalCreateBody = z.object({
  ...fields,
  breed: fields.breed.optional(),
  weight_lbs: fields.weight_lbs.optional(),
  service_animal_type: fields.service_animal_type.default('none'),
  photo_file_ids: fields.photo_file_ids.default([]),
  notes: fields.notes.optional(),
}).strict();
export type TenantAnimalCreate = z.infer<typeof TenantAnimalCreateBody>;

/** PATCH /tenant-animals/{id}: only the fields sent change; null clears an optional one. */
export const TenantAnimalPatchBody = z.object(fields).partial().strict();
export type TenantAnimalPatch = z.infer<typeof TenantAnimalPatchBody>;

export const TenantAnimalSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  species: z.enum(TENANT_ANIMAL_SPECIES),
  breed: z.string().nullable(),
  weight_lbs: z.number().nullable(),
  service_animal_type: z.enum(SERVICE_ANIMAL_TYPES),
  photo_file_ids: z.array(z.string()),
  photo_urls: z.array(z.string()).describe('Signed, root-relative addresses of the photos, in photo_file_ids order.'),
  notes: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TenantAnimalDto = z.infer<typeof TenantAnimalSchema>;

/** `{user}` of /me/{user}/tenant-animals: the caller's own id (or `me`). */
export const UserPathParams = z.object({
  user: z.string().regex(/^(me|\d{1,10})$/, { error: 'Use your own user id.' }),
});
