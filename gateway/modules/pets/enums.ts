/** GraphQL ↔ v20 values of the pets enums (see listings/enums.ts for the pattern). */
import { SERVICE_ANIMAL_TYPES, TENANT_ANIMAL_SPECIES } from '../../../common/enums.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type TenantAnimalSpecies = (typeof TENANT_ANIMAL_SPECIES)[number];
export const TenantAnimalSpecies = enumValueMap(TENANT_ANIMAL_SPECIES);
export type ServiceAnimalType = (typeof SERVICE_ANIMAL_TYPES)[number];
export const ServiceAnimalType = enumValueMap(SERVICE_ANIMAL_TYPES);
