import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';

export const Viewer: ViewerResolvers = {
  applicantProfile: (_s, _args, ctx) => ctx.loaders.applicantProfile.applicantProfile(),
};
