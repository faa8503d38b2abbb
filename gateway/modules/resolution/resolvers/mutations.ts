import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { isRestId, restIdOf } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import { V20Error, type UserErrorMapping } from '../../../v20/errors.js';
import type { CaseDto, CommentDto, ProposalDto } from '../dto.js';

/** Codes without `fields` and the input field they concern (docs/resolution.md). */
const MAPPING: UserErrorMapping = {
  rename: { case_id: 'caseId', escalation_reason: 'reason', resolution_note: 'resolutionNote', file_ids: 'fileIds' },
  fieldForCode: {
    not_found: 'caseId',
    lease_not_signed: 'lifecycleId',
    vacate_date_out_of_range: 'requestedVacateDate',
    bedroom_not_switchable: 'requestedBedroomId',
    deposit_not_disputable: 'disputedAmountCents',
    case_already_open: 'kind',
    proposal_not_allowed: 'proposalType',
    idempotency_key_reused: 'idempotencyKey',
  },
};
const PROPOSAL_MAPPING: UserErrorMapping = { ...MAPPING, fieldForCode: { ...MAPPING.fieldForCode, not_found: 'proposalId' } };
const OPEN_MAPPING: UserErrorMapping = { ...MAPPING, fieldForCode: { ...MAPPING.fieldForCode, not_found: 'lifecycleId' } };

/**
 * A case's 403s are answers about this case (your side of it never does that; you
 * are banned from the center), shown beside the form like a 422, not a signed-in
 * user lacking a role (the @access guards answer that before v20 is asked).
 */
const CASE_REFUSALS = new Set(['forbidden', 'banned_from_resolution_center']);

async function withCaseRefusals<P>(run: () => Promise<P>): Promise<P> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof V20Error && err.status === 403 && CASE_REFUSALS.has(err.code)) {
      throw new V20Error(422, err.code, err.message, err.fields, err.route);
    }
    throw err;
  }
}

/** payloadOf with the case refusals above as userErrors too. */
const casePayload = <P extends object, F extends object>(run: () => Promise<P>, failed: F, mapping = MAPPING) =>
  payloadOf(() => withCaseRefusals(run), failed, mapping);

const noSuch = (what: 'case' | 'proposal') =>
  [userError('not_found', `No such ${what}.`, what === 'case' ? 'caseId' : 'proposalId')];

/** The case a write answered with, else null (a proposal or a comment: then it is read again). */
function caseIn(response: unknown): CaseDto | null {
  const r = response as Partial<CaseDto> | null;
  return r && typeof r.kind === 'string' && typeof r.status === 'string' && Array.isArray(r.proposals) ? (r as CaseDto) : null;
}

/** After a write nothing read before it may be served: fresh loaders, and the case as v20 has it now. */
async function caseAfterWrite(ctx: GatewayContext, caseId: string, response: unknown): Promise<CaseDto | null> {
  ctx.refreshLoaders();
  const fresh = caseIn(response);
  if (!fresh) return ctx.loaders.resolution.cases.load(caseId);
  ctx.loaders.resolution.cases.prime(String(fresh.id), fresh);
  return fresh;
}

/** `POST /resolution-cases/{id}/<action>` answered as a ResolutionCasePayload. */
function caseAction(ctx: GatewayContext, globalId: string, action: string, body: Record<string, unknown>) {
  const failed = { resolutionCase: null, viewer: ctx.session };
  const id = restIdOf(globalId, 'ResolutionCase');
  if (!id) return { ...failed, userErrors: noSuch('case') };
  return casePayload(async () => {
    const response = await ctx.v20.post<unknown>(`/resolution-cases/:id/${action}`, { params: { id }, body });
    return { resolutionCase: await caseAfterWrite(ctx, id, response), viewer: ctx.session };
  }, failed);
}

/** `POST /resolution-proposals/{id}/<answer>`: the tenant's answer; v20 answers with the case. */
function proposalAnswer(ctx: GatewayContext, globalId: string, answer: 'accept' | 'decline', body: Record<string, unknown>, idempotencyKey?: string) {
  const failed = { resolutionCase: null, viewer: ctx.session };
  const id = restIdOf(globalId, 'ResolutionProposal');
  if (!id) return { ...failed, userErrors: noSuch('proposal') };
  return casePayload(async () => {
    const response = await ctx.v20.post<CaseDto | { case_id: number }>(`/resolution-proposals/:id/${answer}`, { params: { id }, body, idempotencyKey });
    const caseId = caseIn(response)?.id ?? (response as { case_id?: number }).case_id;
    return { resolutionCase: await caseAfterWrite(ctx, String(caseId), response), viewer: ctx.session };
  }, failed, PROPOSAL_MAPPING);
}

export const openResolutionCase: NonNullable<MutationResolvers['openResolutionCase']> = (_p, { input }, ctx) => {
  const failed = { resolutionCase: null, viewer: ctx.session };
  if (!isRestId(input.lifecycleId)) return { ...failed, userErrors: [userError('not_found', 'No such lease.', 'lifecycleId')] };
  if (input.requestedBedroomId && !isRestId(input.requestedBedroomId)) {
    return { ...failed, userErrors: [userError('not_found', 'No such bedroom.', 'requestedBedroomId')] };
  }
  return casePayload(async () => {
    const resolutionCase = await ctx.v20.post<CaseDto>('/resolution-cases', {
      body: {
        kind: input.kind,
        lifecycle_id: Number(input.lifecycleId),
        description: input.description,
        requested_vacate_date: input.requestedVacateDate ?? undefined,
        requested_bedroom_id: input.requestedBedroomId ? Number(input.requestedBedroomId) : undefined,
        requested_move_date: input.requestedMoveDate ?? undefined,
        disputed_amount_cents: input.disputedAmountCents ?? undefined,
        evidence_file_ids: input.evidenceFileIds ?? undefined,
      },
    });
    // The viewer's navigation gains the Resolution Center with the first case.
    ctx.refreshLoaders();
    ctx.loaders.resolution.cases.prime(String(resolutionCase.id), resolutionCase);
    return { resolutionCase, viewer: ctx.session };
  }, failed, OPEN_MAPPING);
};

export const addResolutionCaseEvidence: NonNullable<MutationResolvers['addResolutionCaseEvidence']> = (_p, { input }, ctx) =>
  caseAction(ctx, input.caseId, 'evidence', { file_ids: input.fileIds });

export const proposeResolution: NonNullable<MutationResolvers['proposeResolution']> = (_p, { input }, ctx) => {
  const failed = { resolutionCase: null, proposal: null };
  const caseId = restIdOf(input.caseId, 'ResolutionCase');
  if (!caseId) return { ...failed, userErrors: noSuch('case') };
  return casePayload(async () => {
    const proposal = await ctx.v20.post<ProposalDto>('/resolution-proposals', {
      body: {
        case_id: Number(caseId),
        proposal_type: input.proposalType,
        fee_months: input.feeMonths ?? undefined,
        notice_months: input.noticeMonths ?? undefined,
        amount_cents: input.amountCents ?? undefined,
        message: input.message ?? undefined,
      },
    });
    return { proposal, resolutionCase: await caseAfterWrite(ctx, caseId, proposal) };
  }, failed);
};

/** The key goes to v20 as the Idempotency-Key header: a retry answers the same and charges nothing twice. */
export const acceptResolutionProposal: NonNullable<MutationResolvers['acceptResolutionProposal']> = (_p, { input }, ctx) =>
  proposalAnswer(ctx, input.proposalId, 'accept', {}, input.idempotencyKey ?? undefined);

export const declineResolutionProposal: NonNullable<MutationResolvers['declineResolutionProposal']> = (_p, { input }, ctx) =>
  proposalAnswer(ctx, input.proposalId, 'decline', { reason: input.reason ?? undefined });

export const startResolutionCaseChat: NonNullable<MutationResolvers['startResolutionCaseChat']> = (_p, { input }, ctx) =>
  caseAction(ctx, input.caseId, 'start-chat', { message: input.message ?? undefined });

/**
 * A message on the case's conversation. The first message starts the conversation
 * (start-chat with it), so the web has one "send" for both.
 */
export const addCaseComment: NonNullable<MutationResolvers['addCaseComment']> = (_p, { input }, ctx) => {
  const failed = { resolutionCase: null, comment: null };
  const caseId = restIdOf(input.caseId, 'ResolutionCase');
  if (!caseId) return { ...failed, userErrors: noSuch('case') };
  return casePayload(async () => {
    const before = await ctx.loaders.resolution.cases.load(caseId);
    if (!before) throw new V20Error(404, 'not_found', 'No such case.');
    if (before.comment_thread_id === null) {
      const started = await ctx.v20.post<unknown>('/resolution-cases/:id/start-chat', { params: { id: caseId }, body: { message: input.body } });
      const resolutionCase = await caseAfterWrite(ctx, caseId, started);
      const threadId = resolutionCase?.comment_thread_id;
      const comments = threadId ? await ctx.loaders.resolution.comments.load(String(threadId)) : null;
      return { resolutionCase, comment: comments?.at(-1) ?? null };
    }
    const comment = await ctx.v20.post<CommentDto>('/comment-thread/:id/comments', {
      params: { id: before.comment_thread_id }, body: { body: input.body },
    });
    return { comment, resolutionCase: await caseAfterWrite(ctx, caseId, comment) };
  }, failed);
};

export const closeResolutionCase: NonNullable<MutationResolvers['closeResolutionCase']> = (_p, { input }, ctx) =>
  caseAction(ctx, input.caseId, 'close', { reason: input.reason ?? undefined });

export const resolveResolutionCase: NonNullable<MutationResolvers['resolveResolutionCase']> = (_p, { input }, ctx) =>
  caseAction(ctx, input.caseId, 'resolve', { resolution_note: input.resolutionNote ?? undefined });

export const markResolutionCasePendingFinalization: NonNullable<MutationResolvers['markResolutionCasePendingFinalization']> = (_p, { input }, ctx) =>
  caseAction(ctx, input.caseId, 'pending-finalization', { note: input.note ?? undefined });

export const escalateResolutionCase: NonNullable<MutationResolvers['escalateResolutionCase']> = (_p, { input }, ctx) =>
  caseAction(ctx, input.caseId, 'escalate', {
    escalation: input.escalation, escalation_reason: input.reason ?? undefined, note: input.note ?? undefined,
  });

export const setResolutionCaseBan: NonNullable<MutationResolvers['setResolutionCaseBan']> = (_p, { input }, ctx) =>
  caseAction(ctx, input.caseId, 'ban', { ban: input.ban });
