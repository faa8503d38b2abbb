/** GraphQL ↔ v20 values of the uploads enums (see listings/enums.ts for the pattern). */
import { UPLOAD_PURPOSES } from '../../../common/uploads.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const UploadPurpose = enumValueMap(UPLOAD_PURPOSES);
