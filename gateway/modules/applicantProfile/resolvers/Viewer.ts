import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { applicantProfileLoaders } from '../loaders.js';

export const Viewer: ViewerResolvers = {
  applicantProfile: (_s, _args, ctx) => applicantProfileLoaders(ctx).applicantProfile(),
};
