import DataLoader from 'dataloader';
import type {
  LifecycleResolvers, MutationResolvers, QueryResolvers, RentersInsurancePlanResolvers, RentersInsurancePolicyResolvers, Resolvers,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { isRestId } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import { MAX_IDS_PER_PARTS_CALL, orNull } from '../../../v20/batch.js';
import { restIdOf } from '../../applications/ids.js';
import type { LifecycleDto } from '../../applications/dto.js';
import { money } from '../../core/money.js';
import { photoUrl } from '../../listings/photos.js';
import type { RentersInsuranceDto, RentersInsurancePolicyDto } from '../dto.js';
import * as enums from '../enums.js';

interface Loaders {
  /** GET /lifecycles/{id}/renters-insurance-policy, once per lease: the plans priced for its home. */
  insurance: DataLoader<string, RentersInsuranceDto | null>;
  /** GET /renters-insurance-policies?lifecycle_ids=, batched up to 500: the newest policy of each lease on a page of homes. */
  policy: DataLoader<string, RentersInsurancePolicyDto | null>;
}

/**
 * This module's loaders, kept per request alongside the context's own (keyed by them,
 * so a mutation's refreshLoaders() reads afresh). Guests and vendors: no call.
 */
const perRequest = new WeakMap<object, Loaders>();
const mayHaveInsurance = (ctx: GatewayContext) => !ctx.session.isGuest && (ctx.session.role === 'tenant' || ctx.session.role === 'manager');
function loadersOf(ctx: GatewayContext): Loaders {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = {
      insurance: new DataLoader((ids) => Promise.all(ids.map((id) => orNull(() =>
        ctx.v20.get<RentersInsuranceDto>('/lifecycles/:id/renters-insurance-policy', { params: { id } })))), { batch: false }),
      policy: new DataLoader(async (ids) => {
        const wanted = ids.filter(isRestId);
        if (wanted.length === 0) return ids.map(() => null);
        const page = await ctx.v20.get<{ results: RentersInsurancePolicyDto[] }>('/renters-insurance-policies', { query: { lifecycle_ids: wanted } });
        return ids.map((id) => page.results.find((p) => String(p.lifecycle_id) === id) ?? null);
      }, { maxBatchSize: MAX_IDS_PER_PARTS_CALL }),
    };
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}
const insuranceOf = (ctx: GatewayContext, lifecycleId: string) =>
  (mayHaveInsurance(ctx) ? loadersOf(ctx).insurance.load(lifecycleId) : Promise.resolve(null));
const policyOf = (ctx: GatewayContext, lifecycleId: string) =>
  (mayHaveInsurance(ctx) ? loadersOf(ctx).policy.load(lifecycleId) : Promise.resolve(null));

const lifecycleRestId = (id: string) => restIdOf(id, 'Lifecycle') ?? (isRestId(id) ? id : null);
const policyGlobalId = (id: number) => Buffer.from(`RentersInsurancePolicy:${id}`, 'utf8').toString('base64');
const maybeMoney = (cents: number | null) => (cents === null ? null : money(cents));

const RentersInsurancePolicy: RentersInsurancePolicyResolvers = {
  id: (p) => policyGlobalId(p.id),
  databaseId: (p) => String(p.id),
  source: (p) => p.source,
  carrier: (p) => p.provider,
  policyNumber: (p) => p.policy_number,
  startsOn: (p) => p.starts_on,
  endsOn: (p) => p.ends_on,
  isActive: (p) => p.is_active,
  plan: (p) => p.plan,
  personalPropertyLimit: (p) => maybeMoney(p.personal_property_cents),
  liabilityLimit: (p) => maybeMoney(p.liability_coverage_cents),
  deductible: (p) => maybeMoney(p.deductible_cents),
  monthlyPremium: (p) => maybeMoney(p.monthly_premium_cents),
  documentUrl: (p, _args, ctx) => (p.document_url ? photoUrl(ctx.publicUrl, p.document_url) : null),
  documentFileName: (p) => p.document_file_name,
  createdAt: (p) => p.created_at,
};

const RentersInsurancePlan: RentersInsurancePlanResolvers = {
  plan: (p) => p.plan,
  name: (p) => p.name,
  personalPropertyLimit: (p) => money(p.personal_property_cents),
  liabilityLimit: (p) => money(p.liability_coverage_cents),
  deductible: (p) => money(p.deductible_cents),
  monthlyPremium: (p) => money(p.monthly_premium_cents),
};

const Lifecycle: Pick<LifecycleResolvers, 'rentersInsurancePolicy' | 'isCoveredByRentersInsurance' | 'rentersInsurancePlans'> = {
  rentersInsurancePolicy: (l, _args, ctx) => policyOf(ctx, String(l.id)),
  isCoveredByRentersInsurance: async (l, _args, ctx) => (await policyOf(ctx, String(l.id)))?.is_active ?? false,
  rentersInsurancePlans: async (l, _args, ctx) => (await insuranceOf(ctx, String(l.id)))?.plans ?? [],
};

const rentersInsurancePlans: NonNullable<QueryResolvers['rentersInsurancePlans']> = async (_p, { lifecycleId }, ctx) => {
  const id = lifecycleRestId(lifecycleId);
  return id ? (await insuranceOf(ctx, id))?.plans ?? [] : [];
};

/** v20 field → input field, where camelCase alone does not say it. */
const INPUT_FIELD = { provider: 'carrier', liability_coverage_cents: 'liabilityLimitCents', kind: 'plan' };
const FAILED = { policy: null, lifecycle: null };

function write(ctx: GatewayContext, lifecycleId: string, body: Record<string, unknown>) {
  const id = lifecycleRestId(lifecycleId);
  if (!id) return Promise.resolve({ ...FAILED, userErrors: [userError('not_found', 'No such lease.', 'lifecycleId')] });
  return payloadOf(async () => {
    const policy = await ctx.v20.post<RentersInsurancePolicyDto>('/lifecycles/:id/renters-insurance-policy', { params: { id }, body });
    ctx.refreshLoaders();
    const lifecycle = await ctx.loaders.applications.lifecycles.load(id) as LifecycleDto | null;
    return { policy, lifecycle };
  }, FAILED, { rename: INPUT_FIELD, fieldForCode: { not_found: 'lifecycleId', renters_insurance_already_purchased: 'plan' } });
}

const buyRentersInsurance: NonNullable<MutationResolvers['buyRentersInsurance']> = (_p, { input }, ctx) =>
  write(ctx, input.lifecycleId, { kind: 'purchase', plan: input.plan });

const submitRentersInsuranceProof: NonNullable<MutationResolvers['submitRentersInsuranceProof']> = (_p, { input }, ctx) =>
  write(ctx, input.lifecycleId, {
    kind: 'proof', provider: input.carrier, policy_number: input.policyNumber, starts_on: input.startsOn, ends_on: input.endsOn,
    file_id: input.fileId, ...(input.liabilityLimitCents == null ? {} : { liability_coverage_cents: input.liabilityLimitCents }),
  });

export const rentersInsuranceResolvers: Resolvers = {
  ...enums,
  RentersInsurancePolicy,
  RentersInsurancePlan,
  Lifecycle,
  Query: { rentersInsurancePlans },
  Mutation: { buyRentersInsurance, submitRentersInsuranceProof },
};
