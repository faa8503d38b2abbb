import type { LifecycleResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import type { LifecycleDto } from '../../applications/dto.js';
import type { SubmissionsDto } from '../dto.js';
import { needsFinancialQualifications } from '../rules/incomeStep.js';
import { submissionOf } from '../shapes.js';

/** The viewer's own submissions and deferral for a lifecycle they are the tenant of; null otherwise (no call). */
async function submissionsFor(lifecycle: LifecycleDto, ctx: GatewayContext): Promise<SubmissionsDto | null> {
  if (ctx.session.isGuest || String(lifecycle.tenant_user_id) !== ctx.session.userId) return null;
  return ctx.v20.get<SubmissionsDto>('/lifecycle-tenant-financial-qualifications-submissions', { query: { lifecycle_id: lifecycle.id } });
}

export const Lifecycle: Pick<LifecycleResolvers, 'needsFinancialQualifications' | 'financialQualificationsSubmissions' | 'financialQualificationsDeferral'> = {
  needsFinancialQualifications: async (lifecycle, _args, ctx) =>
    needsFinancialQualifications(lifecycle, await ctx.loaders.applications.viewerApplications()),
  financialQualificationsSubmissions: async (lifecycle, _args, ctx) =>
    ((await submissionsFor(lifecycle, ctx))?.results ?? []).map((s) => submissionOf(ctx.publicUrl, s)),
  financialQualificationsDeferral: async (lifecycle, _args, ctx) => {
    const deferral = (await submissionsFor(lifecycle, ctx))?.deferral;
    return deferral ? { reason: deferral.reason, deferredAt: deferral.deferred_at } : null;
  },
};
