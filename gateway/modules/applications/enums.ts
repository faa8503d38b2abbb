/** GraphQL ↔ v20 values of the applications enums (see listings/enums.ts for the pattern). */
import { APPLICATION_TYPES } from '../../../common/enums.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export const ApplicationType = enumValueMap(APPLICATION_TYPES);
