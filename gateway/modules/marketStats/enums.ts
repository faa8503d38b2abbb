/** GraphQL ↔ v20 values of the market enums, from common/market.ts. */
import { BEDROOM_SIZES } from '../../../common/market.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type BedroomSize = (typeof BEDROOM_SIZES)[number];
export const BedroomSize = enumValueMap(BEDROOM_SIZES);
