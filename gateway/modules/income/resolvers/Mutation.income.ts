import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import { restIdOf } from '../../applications/ids.js';
import { isRestId } from '../../../relay/globalId.js';
import { connectionIdOf } from '../../screening/subject.js';
import type { DeferralDto, SubmissionDto } from '../dto.js';
import { submissionOf } from '../shapes.js';

const lifecycleRestId = (id: string) => (isRestId(id) ? id : restIdOf(id, 'Lifecycle'));
const MAPPING = { rename: { lifecycle_id: 'lifecycleId', guarantor_connection_id: 'guarantorConnectionId' }, fieldForCode: { not_found: 'lifecycleId' } };

/** The application a guarantor gives income for: their connection's. */
async function lifecycleOfConnection(ctx: GatewayContext, connectionId: number): Promise<number> {
  const connection = await ctx.v20.get<{ lifecycle_id: number }>('/guarantor-connections/:id', { params: { id: connectionId } });
  return connection.lifecycle_id;
}

/** The lifecycle as the viewer sees it now, or null (a guarantor does not see it). */
async function freshLifecycle(ctx: GatewayContext, lifecycleId: number | string) {
  ctx.refreshLoaders();
  const own = await ctx.loaders.applications.viewerApplications();
  return own.find((l) => String(l.id) === String(lifecycleId)) ?? null;
}

export const submitFinancialQualifications: NonNullable<MutationResolvers['submitFinancialQualifications']> = async (_p, { input }, ctx) => {
  const failed = { submission: null, lifecycle: null, viewer: ctx.session };
  const connectionId = connectionIdOf(input.guarantorConnectionId);
  const lifecycleId = input.lifecycleId ? lifecycleRestId(input.lifecycleId) : null;
  if (connectionId === null) return { ...failed, userErrors: [userError('not_found', 'No such guarantor connection.', 'guarantorConnectionId')] };
  if (connectionId === undefined && !lifecycleId) return { ...failed, userErrors: [userError('not_found', 'Choose the application.', 'lifecycleId')] };
  return payloadOf(async () => {
    const lifecycle = lifecycleId ? Number(lifecycleId) : await lifecycleOfConnection(ctx, connectionId!);
    const dto = await ctx.v20.post<SubmissionDto>('/lifecycle-tenant-financial-qualifications-submissions', {
      idempotencyKey: input.idempotencyKey ?? undefined,
      body: {
        lifecycle_id: lifecycle, guarantor_connection_id: connectionId, monthly_income_cents: input.monthlyIncomeCents,
        income_sources: input.incomeSources, employer_name: input.employerName ?? null, document_file_ids: input.documentFileIds,
      },
    });
    return { submission: submissionOf(ctx.publicUrl, dto), lifecycle: await freshLifecycle(ctx, lifecycle), viewer: ctx.session };
  }, failed, MAPPING);
};

export const deferFinancialQualifications: NonNullable<MutationResolvers['deferFinancialQualifications']> = async (_p, { input }, ctx) => {
  const failed = { deferral: null, lifecycle: null, viewer: ctx.session };
  const lifecycleId = lifecycleRestId(input.lifecycleId);
  if (!lifecycleId) return { ...failed, userErrors: [userError('not_found', 'Choose the application.', 'lifecycleId')] };
  return payloadOf(async () => {
    const dto = await ctx.v20.post<DeferralDto>('/lifecycles/:id/financial-qualifications/defer', {
      params: { id: lifecycleId }, idempotencyKey: input.idempotencyKey ?? undefined, body: { reason: input.reason },
    });
    return { deferral: { reason: dto.reason, deferredAt: dto.deferred_at }, lifecycle: await freshLifecycle(ctx, lifecycleId), viewer: ctx.session };
  }, failed, MAPPING);
};
