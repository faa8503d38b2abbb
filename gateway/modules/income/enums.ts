/** GraphQL ↔ v20 values of the income enums (see listings/enums.ts for the pattern). */
import { INCOME_SOURCE_VALUES } from '../../../common/screening.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type IncomeSource = (typeof INCOME_SOURCE_VALUES)[number];
export const IncomeSource = enumValueMap(INCOME_SOURCE_VALUES);
