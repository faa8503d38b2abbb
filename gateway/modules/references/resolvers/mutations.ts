import type {
  AddTenantRentalReferenceInput, MutationResolvers, SubmitReferenceFormInput, UpdateTenantRentalReferenceInput,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import { V20Error } from '../../../v20/errors.js';
import { restIdOf } from '../../pets/ids.js';
import type { ReferencesStepDto, TenantRentalReferenceDto } from '../dto.js';

type ReferenceInput = Omit<AddTenantRentalReferenceInput | UpdateTenantRentalReferenceInput, 'tenantRentalReferenceId'>;
const V20_FIELD: Record<string, string> = {
  sourceType: 'source_type', refereeName: 'referee_name', refereeEmail: 'referee_email', refereePhone: 'referee_phone',
  propertyAddress: 'property_address', monthlyRentCents: 'monthly_rent_cents', startDate: 'start_date', endDate: 'end_date',
};

/** The fields the client sent, in v20's names; an explicit null clears a field. */
function referenceBody(input: ReferenceInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input)
    .filter(([key, value]) => value !== undefined && key in V20_FIELD)
    .map(([key, value]) => [V20_FIELD[key], value]));
}

const FIELD_FOR_CODE = { not_found: 'tenantRentalReferenceId', reference_already_answered: 'tenantRentalReferenceId' };

/** One write, then a fresh viewer: the references step (and nextOnboardingStep) may have changed. */
function write<P extends object>(ctx: GatewayContext, run: () => Promise<P>, failed: { [K in keyof P]: null }) {
  return payloadOf(async () => {
    const result = await run();
    ctx.refreshLoaders();
    return { ...result, viewer: ctx.session };
  }, { ...failed, viewer: ctx.session }, { fieldForCode: FIELD_FOR_CODE });
}

const badId = (ctx: GatewayContext) =>
  ({ viewer: ctx.session, userErrors: [userError('not_found', 'No such reference.', 'tenantRentalReferenceId')] });

export const addTenantRentalReference: NonNullable<MutationResolvers['addTenantRentalReference']> = (_p, { input }, ctx) =>
  write(ctx, async () => ({
    tenantRentalReference: await ctx.v20.post<TenantRentalReferenceDto>('/tenant-rental-references', { body: referenceBody(input) }),
  }), { tenantRentalReference: null });

export const updateTenantRentalReference: NonNullable<MutationResolvers['updateTenantRentalReference']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.tenantRentalReferenceId, 'TenantRentalReference');
  if (!id) return { tenantRentalReference: null, ...badId(ctx) };
  return write(ctx, async () => ({
    tenantRentalReference: await ctx.v20.patch<TenantRentalReferenceDto>('/tenant-rental-references/:id', { params: { id }, body: referenceBody(input) }),
  }), { tenantRentalReference: null });
};

export const removeTenantRentalReference: NonNullable<MutationResolvers['removeTenantRentalReference']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.tenantRentalReferenceId, 'TenantRentalReference');
  if (!id) return { removedTenantRentalReferenceId: null, ...badId(ctx) };
  return write(ctx, async () => {
    await ctx.v20.delete('/tenant-rental-references/:id', { params: { id } });
    return { removedTenantRentalReferenceId: input.tenantRentalReferenceId };
  }, { removedTenantRentalReferenceId: null });
};

export const submitTenantRentalReferences: NonNullable<MutationResolvers['submitTenantRentalReferences']> = (_p, _args, ctx) =>
  write(ctx, async () => ({
    tenantRentalReferences: (await ctx.v20.post<ReferencesStepDto>('/tenant-rental-references/submit')).results,
  }), { tenantRentalReferences: null });

export const skipTenantRentalReferences: NonNullable<MutationResolvers['skipTenantRentalReferences']> = (_p, { input }, ctx) =>
  write(ctx, async () => ({
    tenantRentalReferences: (await ctx.v20.post<ReferencesStepDto>('/tenant-rental-references/skipped', { body: { reason: input.reason } })).results,
  }), { tenantRentalReferences: null });

/** The answers as v20 names them. */
function answersBody(answers: SubmitReferenceFormInput['answers']) {
  return {
    relationship_confirmed: answers.relationshipConfirmed, paid_on_time: answers.paidOnTime,
    lease_violations: answers.leaseViolations, would_rent_again: answers.wouldRentAgain, comments: answers.comments ?? null,
  };
}

const ANSWER_FIELDS = Object.fromEntries(['relationship_confirmed', 'paid_on_time', 'lease_violations', 'would_rent_again', 'comments']
  .map((f) => [`answers.${f}`, f.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())]));

/**
 * The referee's answers; public, so sent without the viewer's token (see
 * Query.referenceForm). A used or expired link (v20 410) is an expected answer
 * here, told to the referee as a userError.
 */
export const submitReferenceForm: NonNullable<MutationResolvers['submitReferenceForm']> = async (_p, { input }, ctx) => {
  try {
    return await payloadOf(async () => {
      const { answered_at } = await ctx.v20.post<{ answered_at: string }>('/tenant-rental-references/reference-form/submit', {
        auth: 'none', body: { token: input.token, answers: answersBody(input.answers) },
      });
      return { answeredAt: answered_at };
    }, { answeredAt: null }, { rename: ANSWER_FIELDS, fieldForCode: { invalid_reference_token: 'token' } });
  } catch (err) {
    if (err instanceof V20Error && err.status === 410) return { answeredAt: null, userErrors: [userError(err.code, err.message)] };
    throw err;
  }
};
