import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { needsFinancialQualifications } from '../rules/incomeStep.js';

export const Viewer: Pick<ViewerResolvers, 'applicationsNeedingIncomeVerification'> = {
  applicationsNeedingIncomeVerification: async (s, _args, ctx) => {
    if (s.isGuest) return [];
    const all = await ctx.loaders.applications.viewerApplications();
    return all.filter((lifecycle) => needsFinancialQualifications(lifecycle, all));
  },
};
