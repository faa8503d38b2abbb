import type { RestId } from '../../v20/dto.js';
import type { ServiceAnimalType, TenantAnimalSpecies } from './enums.js';

/** `GET /me/{user}/tenant-animals` rows (api/routes/tenant-animals). */
export interface TenantAnimalDto {
  id: RestId;
  user_id: RestId;
  name: string;
  species: TenantAnimalSpecies;
  breed: string | null;
  weight_lbs: number | null;
  service_animal_type: ServiceAnimalType;
  photo_file_ids: string[];
  /** Signed, root-relative. */
  photo_urls: string[];
  notes: string | null;
  created_at: string;
}
