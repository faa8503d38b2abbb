import type { GatewayContext } from '../../context.js';
import { keyedBatchLoader, MAX_IDS_PER_PAGE, once } from '../../v20/batch.js';
import { V20Error } from '../../v20/errors.js';
import type { ApplicantProfileDto, CompatibilityDto } from './dto.js';

function createApplicantProfileLoaders(ctx: GatewayContext) {
  return {
    /** The viewer's roommate profile once per request; null before they make one, and for guests. */
    applicantProfile: once(async (): Promise<ApplicantProfileDto | null> => {
      if (ctx.session.isGuest) return null;
      return nullWhenMissing(() => ctx.v20.get<ApplicantProfileDto>('/me/applicant-profiles'));
    }),
    /** Building.compatibility of a page of homes: one `GET /buildings/compatibility?ids=` (tenant role). */
    buildingCompatibility: keyedBatchLoader<CompatibilityDto & { building_id: number }>(
      ctx.v20, '/buildings/compatibility', 'building_id', MAX_IDS_PER_PAGE),
    /** Lifecycle.compatibility of the manager's applicants: one `GET /lifecycles/compatibility?ids=`. */
    lifecycleCompatibility: keyedBatchLoader<CompatibilityDto & { lifecycle_id: number }>(
      ctx.v20, '/lifecycles/compatibility', 'lifecycle_id', MAX_IDS_PER_PAGE),
  };
}

/** 404 (none, or not the viewer's to see) and 403 (another role) read as "nothing here". */
export async function nullWhenMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof V20Error && (err.status === 404 || err.status === 403)) return null;
    throw err;
  }
}

/** Keyed by the request's loaders object (see applications/loaders.ts): one request, renewed by refreshLoaders(). */
const perRequest = new WeakMap<object, ReturnType<typeof createApplicantProfileLoaders>>();

export function applicantProfileLoaders(ctx: GatewayContext): ReturnType<typeof createApplicantProfileLoaders> {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createApplicantProfileLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}
