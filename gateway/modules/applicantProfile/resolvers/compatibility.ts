import type { BuildingResolvers, LifecycleResolvers } from '../../../__generated__/resolvers-types.js';
import type { CompatibilityDto } from '../dto.js';
import { nullWhenMissing } from '../loaders.js';

/**
 * Only a signed-in tenant has answers to compare (v20 answers the tenant role
 * only); for anyone else the field is null without a call. One call per home:
 * the listing page asks for one home.
 */
export const Building: BuildingResolvers = {
  compatibility: (b, _args, ctx) => {
    if (ctx.session.isGuest || ctx.session.role !== 'tenant') return null;
    return nullWhenMissing(() => ctx.v20.get<CompatibilityDto>('/buildings/:id/compatibility', { params: { id: b.id } }));
  },
};

/** The home's manager sees how an applicant fits; v20 answers anyone else 404, read as null. */
export const Lifecycle: LifecycleResolvers = {
  compatibility: (l, _args, ctx) => {
    if (ctx.session.isGuest || ctx.session.role !== 'manager') return null;
    return nullWhenMissing(() => ctx.v20.get<CompatibilityDto>('/lifecycles/:id/compatibility', { params: { id: l.id } }));
  },
};
