import type { ApiConfig } from '../../config.js';
import { photoUrls } from '../me/applicant-profiles/photo-files.js';
import type { TenantAnimalRow } from './tenant-animals-repository.js';
import type { TenantAnimalDto } from './tenant-animals-schemas.js';

/** A row as the v20 TenantAnimal, with signed addresses of its photos. */
export function toTenantAnimalDto(config: ApiConfig, row: TenantAnimalRow): TenantAnimalDto {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    species: row.species as TenantAnimalDto['species'],
    breed: row.breed,
    weight_lbs: row.weightLbs === null ? null : Number(row.weightLbs),
    service_animal_type: row.serviceAnimalType as TenantAnimalDto['service_animal_type'],
    photo_file_ids: row.photoFileIds,
    photo_urls: photoUrls(config, row.photoFileIds),
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
