import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.js';
import { informationRequestTransition, type InformationRequestAction } from '../../domain/applications/information-request-status.js';
import { encodeCursor } from '../../http/cursor.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { IdPathParams, pageOf, readCursor } from '../../http/collection-params.js';
import {
  DeclineRequestBody, InformationRequestSchema, InformationRequestsQuery, RespondBody, toInformationRequestDto,
} from './information-request-dto.js';
import {
  changeStatus, findInformationRequest, listApplicantRequests, type InformationRequestRow, type StatusChange,
} from './information-requests-repository.js';

const SCOPE = 'information_requests';

/** Moves a request by the status table, or refuses with the table's 422 code. */
async function transition(tx: Executor, row: InformationRequestRow, action: InformationRequestAction, change: Omit<StatusChange, 'status'>) {
  const next = informationRequestTransition(row.status, action);
  if (!next.ok) throw new HttpError(422, next.code, `This request is ${row.status.toLowerCase().replace(/_/g, ' ')}.`);
  await changeStatus(tx, row.id, { ...change, status: next.to });
  return toInformationRequestDto((await findInformationRequest(tx, row.id))!);
}

/** The applicant's own request (locked); anyone else's is 404. */
async function applicantsRequest(tx: Executor, id: number, caller: number): Promise<InformationRequestRow> {
  const row = await findInformationRequest(tx, id, true);
  if (!row || row.tenant_user_id !== caller) throw notFound('information request');
  return row;
}

/** Information requests (spec §3, §4): the applicant reads and answers them; the requester deletes them. */
export const informationRequestRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/information-requests', {
    config: { access: 'tenant' },
    schema: {
      tags: ['applications'], summary: 'Information requests made to the caller as applicant, newest first',
      description: 'Deleted requests are left out unless status=DELETED is asked for.',
      querystring: InformationRequestsQuery, response: { 200: pageOf(InformationRequestSchema) },
    },
  }, async (request) => {
    const { limit, cursor, ...filters } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const found = await listApplicantRequests(db, userId(request), filters, before, limit + 1);
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return {
      results: page.map(toInformationRequestDto),
      next_cursor: found.length > limit && last ? encodeCursor({ scope: SCOPE, key: last.id, id: last.id }) : null,
    };
  });

  app.post('/information-requests/:id/response', {
    config: { access: 'tenant' },
    schema: {
      tags: ['applications'], summary: 'Answer an information request (RESPONSE_ADDED, DIRECT_RESPONSE)',
      description: '422 information_request_not_awaiting_response once answered, declined or deleted.',
      params: IdPathParams, body: RespondBody, response: { 200: InformationRequestSchema },
    },
  }, async (request) => db.transaction(async (tx) => {
    const row = await applicantsRequest(tx, request.params.id, userId(request));
    return transition(tx, row, 'respond', { responseKind: 'DIRECT_RESPONSE', responseText: request.body.text });
  }));

  app.post('/information-requests/:id/decline-response', {
    config: { access: 'tenant' },
    schema: {
      tags: ['applications'], summary: 'Decline an information request (RESPONSE_DECLINED)',
      description: 'reason: one of the applicant decline reasons (common/application-reasons.ts).',
      params: IdPathParams, body: DeclineRequestBody, response: { 200: InformationRequestSchema },
    },
  }, async (request) => db.transaction(async (tx) => {
    const row = await applicantsRequest(tx, request.params.id, userId(request));
    return transition(tx, row, 'decline', { declineReason: request.body.reason });
  }));

  app.delete('/information-requests/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['applications'], summary: 'Withdraw an information request (DELETED): its requester or staff',
      description: 'The requester in the manager role (403 from another role), or staff; anyone else 404.',
      params: IdPathParams, response: { 200: InformationRequestSchema },
    },
  }, async (request) => db.transaction(async (tx) => {
    const row = await findInformationRequest(tx, request.params.id, true);
    const isStaff = request.auth?.isStaff === true;
    if (!row || (row.requested_by_user_id !== userId(request) && !isStaff)) throw notFound('information request');
    // The requester asked as the home's manager; withdrawing is that side's act too.
    if (!isStaff && request.auth?.role !== 'manager') throw forbidden('Switch to your manager role to withdraw an information request.');
    return transition(tx, row, 'delete', {});
  }));
};
