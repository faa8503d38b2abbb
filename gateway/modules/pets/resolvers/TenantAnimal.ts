import type { TenantAnimalResolvers } from '../../../__generated__/resolvers-types.js';
import { photoUrl } from '../../listings/photos.js';
import { globalIdOf } from '../ids.js';

export const TenantAnimal: TenantAnimalResolvers = {
  id: (a) => globalIdOf('TenantAnimal', a.id),
  databaseId: (a) => String(a.id),
  weightLbs: (a) => a.weight_lbs,
  serviceAnimalType: (a) => a.service_animal_type,
  photoFileIds: (a) => a.photo_file_ids,
  photoUrls: (a, _args, ctx) => a.photo_urls.map((path) => photoUrl(ctx.publicUrl, path)),
  createdAt: (a) => a.created_at,
};
