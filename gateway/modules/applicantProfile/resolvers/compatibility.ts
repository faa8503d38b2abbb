import type { BuildingResolvers, LifecycleResolvers } from '../../../__generated__/resolvers-types.js';
import type { CompatibilityDto } from '../dto.js';

/**
 * Only a signed-in tenant has answers to compare (v20 answers the tenant role
 * only); for anyone else the field is null without a call. A page of homes is
 * one batched call; a home the viewer may not see is left out of it (null).
 */
export const Building: BuildingResolvers = {
  compatibility: (b, _args, ctx): Promise<CompatibilityDto | null> | null => {
    if (ctx.session.isGuest || ctx.session.role !== 'tenant') return null;
    return ctx.loaders.applicantProfile.buildingCompatibility.load(String(b.id));
  },
};

/** The home's manager sees how an applicant fits; other lifecycles are left out of the batch (null). */
export const Lifecycle: LifecycleResolvers = {
  compatibility: (l, _args, ctx): Promise<CompatibilityDto | null> | null => {
    if (ctx.session.isGuest || ctx.session.role !== 'manager') return null;
    return ctx.loaders.applicantProfile.lifecycleCompatibility.load(String(l.id));
  },
};
