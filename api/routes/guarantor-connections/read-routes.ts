import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchesOneTimeToken } from '../../auth/one-time-tokens.js';
import { encodeCursor } from '../../http/cursor.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { IdPathParams, pageOf, readCursor } from '../../http/collection-params.js';
import { relationshipOf, toConnectionDto } from './guarantor-connection-dto.js';
import { alreadyAccepted, invalidInviteToken } from './guarantor-connection-errors.js';
import { GuarantorConnectionSchema, ListQuery, OneQuery } from './guarantor-connection-schemas.js';
import { findConnection, listConnectionsOf } from './guarantor-connections-repository.js';

const SCOPE = 'guarantor_connections';

/** Reading guarantor connections: each party sees its own, and an invitee the invite it holds. */
export const readRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/guarantor-connections', {
    config: { access: 'user' },
    schema: {
      tags: ['guarantors'], summary: 'The caller\'s guarantor connections, as tenant and as guarantor, newest first',
      querystring: ListQuery, response: { 200: pageOf(GuarantorConnectionSchema) },
    },
  }, async (request) => {
    const me = userId(request);
    const { as, lifecycle_id, limit, cursor } = request.query;
    const after = readCursor(cursor, SCOPE, 'int');
    const found = await listConnectionsOf(db, me, { as, lifecycleId: lifecycle_id, beforeId: after?.id, limit: limit + 1 });
    const page = found.slice(0, limit);
    const last = page[page.length - 1];
    return {
      results: page.map((row) => toConnectionDto(row, relationshipOf(row, me)!)),
      next_cursor: found.length > limit ? encodeCursor({ scope: SCOPE, key: last.id, id: last.id }) : null,
    };
  });

  app.get('/guarantor-connections/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['guarantors'], summary: 'One guarantor connection',
      description: 'To its tenant and its accepted guarantor; with `invite_token`, to the person the invite was mailed to, '
        + 'so they can see who asked before accepting (409 once someone else accepted it).',
      params: IdPathParams, querystring: OneQuery, response: { 200: GuarantorConnectionSchema },
    },
  }, async (request) => {
    const me = userId(request);
    const row = await findConnection(db, request.params.id);
    const relationship = row && relationshipOf(row, me);
    if (row && relationship) return toConnectionDto(row, relationship);
    const token = request.query.invite_token;
    if (token === undefined) throw notFound('guarantor connection');
    if (!row || !matchesOneTimeToken(token, row.invite_token_hash)) throw invalidInviteToken();
    if (row.guarantor_user_id !== null) throw alreadyAccepted();
    return toConnectionDto(row, 'invitee');
  });
};
