import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { IncomeSource } from '../enums.js';
import { Lifecycle } from './Lifecycle.js';
import { deferFinancialQualifications, submitFinancialQualifications } from './Mutation.income.js';
import { Viewer } from './Viewer.js';

export const incomeResolvers: Resolvers = {
  IncomeSource,
  Lifecycle,
  Viewer,
  Mutation: { submitFinancialQualifications, deferFinancialQualifications },
};
