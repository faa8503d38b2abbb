import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { viewerOf } from '../../http/viewer.js';
import { findCase } from '../../resolution/case-core.js';
import { CaseSchema, readCaseDto } from '../../resolution/case-dto.js';
import { ProposalSchema, proposalDto } from '../../resolution/proposal-dto.js';
import { findProposalRow, listProposalRows } from '../../resolution/proposals-repository.js';
import { IdPathParams } from '../../http/collection-params.js';
import { acceptProposal, declineProposal, propose } from './proposal-actions.js';
import { CreateProposalBody, DeclineBody, ProposalsQuery, TAGS as tags } from './proposal-schemas.js';

/** Resolution proposals (docs/resolution.md "REST"); decisions in README.md. */
export const resolutionProposalRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/resolution-proposals', {
    config: { access: 'user' },
    schema: {
      tags, summary: "A case's proposals, oldest first", querystring: ProposalsQuery,
      response: { 200: z.object({ results: z.array(ProposalSchema), next_cursor: z.string().nullable() }) },
      description: 'The case\'s tenant, its home\'s resolution-center managers and staff; anyone else 404. A case has few proposals: one page.',
    },
  }, async (request) => {
    const { row } = await findCase(db, viewerOf(request), request.query.case_id);
    return { results: (await listProposalRows(db, row.id)).map(proposalDto), next_cursor: null };
  });

  app.get('/resolution-proposals/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One proposal', params: IdPathParams, response: { 200: ProposalSchema }, description: 'Visible through its case; else 404.' },
  }, async (request) => {
    const proposal = await findProposalRow(db, request.params.id);
    if (!proposal) throw notFound('proposal');
    await findCase(db, viewerOf(request), proposal.case_id, false, 'proposal');
    return proposalDto(proposal);
  });

  app.post('/resolution-proposals', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Propose terms on an open case', body: CreateProposalBody, response: { 201: ProposalSchema },
      description: 'The home\'s manager (owner, or co-manager with resolution_center). Tenant or staff of the case: 403; anyone else 404. '
        + 'A case not open: 422 case_action_not_allowed. A type the kind does not take: 422 proposal_not_allowed; terms missing, extra or '
        + 'outside their options: 422 invalid_proposal_terms with fields. Supersedes the pending proposal; the tenant is notified. '
        + 'Optional Idempotency-Key.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'POST /resolution-proposals', async (tx) => {
      const id = await propose(tx, viewer, request.body);
      return { status: 201, body: proposalDto((await findProposalRow(tx, id))!) };
    });
  });

  app.post('/resolution-proposals/:id/accept', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Accept a proposal (applies its effects)', params: IdPathParams, response: { 200: CaseSchema },
      description: 'The case\'s tenant; its manager or staff 403; anyone else 404. Moves the case to proposal_accepted and applies the '
        + 'effects in the same transaction (a failing effect, e.g. 409 bedroom_taken, leaves the proposal pending). Already accepted: '
        + '200 with the case as it is, nothing applied twice. Declined or superseded: 422 proposal_not_pending. Optional Idempotency-Key.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'POST /resolution-proposals/:id/accept', async (tx) => {
      const caseId = await acceptProposal(tx, viewer, request.params.id);
      return { status: 200, body: await readCaseDto(tx, viewer, caseId, deps.config) };
    });
  });

  app.post('/resolution-proposals/:id/decline', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Decline a proposal', params: IdPathParams, body: DeclineBody, response: { 200: CaseSchema },
      description: 'The case\'s tenant; its manager or staff 403; anyone else 404. The case stays open and waits for the manager. '
        + 'Not pending: 422 proposal_not_pending. Optional Idempotency-Key.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'POST /resolution-proposals/:id/decline', async (tx) => {
      const caseId = await declineProposal(tx, viewer, request.params.id, request.body?.reason || null);
      return { status: 200, body: await readCaseDto(tx, viewer, caseId, deps.config) };
    });
  });
};
