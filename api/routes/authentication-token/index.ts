import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_API_TOKEN_DAYS } from '../../../common/api-token-scopes.js';
import type { UserRole } from '../../../common/enums.js';
import { hashToken, hintOf, signPartnerToken } from '../../auth/partner-tokens.js';
import { mayActAs } from '../../auth/roles.js';
import { rows, sql } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { HttpError, invalidInput, notFound } from '../../http/errors.js';
import { pageOf } from '../../http/collection-params.js';
import { partnerTokenNotAllowed } from '../../http/scopes.js';
import {
  AuthenticationTokenSchema, CreateAuthenticationTokenBody, CreatedAuthenticationTokenSchema,
} from './authentication-token-schemas.js';
import {
  countLiveTokens, findOwnToken, insertToken, listOwnTokens, MAX_LIVE_TOKENS_PER_USER, revokeToken, rotateToken, type TokenRow,
} from './authentication-tokens-repository.js';

const DAY_MS = 24 * 3600 * 1000;
const iso = (v: string) => new Date(v).toISOString();
const isoOrNull = (v: string | null) => (v ? iso(v) : null);

/** Never the secret, nor its hash: the secret is in the create and rotate answers only. */
function toDto(t: TokenRow): z.infer<typeof AuthenticationTokenSchema> {
  const status = t.revoked_at ? 'revoked' : new Date(t.expires_at) <= new Date() ? 'expired' : 'active';
  return {
    id: t.id, name: t.name, user_role: t.user_role, scopes: t.scopes, hint: t.hint, status,
    created_at: iso(t.created_at), expires_at: iso(t.expires_at), last_used_at: isoOrNull(t.last_used_at),
    revoked_at: isoOrNull(t.revoked_at), rotated_at: isoOrNull(t.rotated_at),
  };
}

/** Tokens are made, rotated and revoked by a person signed in, never by another token. */
function requireSession(request: FastifyRequest): void {
  if (request.auth?.typ === 'partner') throw partnerTokenNotAllowed();
}

/** The end of the chosen lifetime: 7/30/90/365 days from now, or the end (UTC) of a chosen day ≤ 365 days ahead. */
function expiryOf(body: { expires_in_days?: number; expires_on?: string }): Date {
  if (body.expires_in_days !== undefined && body.expires_on !== undefined) {
    throw invalidInput({ expires_on: 'Choose either a number of days or a date, not both.' });
  }
  if (body.expires_on === undefined) return new Date(Date.now() + (body.expires_in_days ?? 30) * DAY_MS);
  const end = new Date(`${body.expires_on}T23:59:59.999Z`);
  if (end.getTime() <= Date.now()) throw invalidInput({ expires_on: 'Choose a day after today.' });
  if (end.getTime() > Date.now() + MAX_API_TOKEN_DAYS * DAY_MS) {
    throw invalidInput({ expires_on: `Choose a day at most ${MAX_API_TOKEN_DAYS} days ahead.` });
  }
  return end;
}

async function heldRoles(deps: AppDeps, id: number): Promise<string[]> {
  const [row] = await rows<{ roles: string[] }>(deps.database.db, sql`SELECT roles FROM users WHERE id = ${id}`);
  return row?.roles ?? [];
}

const IdParams = z.object({ id: z.uuid({ error: 'Use the token\'s id.' }) });

/** Spec §7 "Other": a user's partner API tokens (docs/partners.md). Someone else's token is 404. */
export const authenticationTokenRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/authentication-token', {
    config: { access: 'user' },
    schema: {
      tags: ['authentication-token'], summary: 'Your API tokens, newest first (never their secrets)',
      description: `Live tokens (at most ${MAX_LIVE_TOKENS_PER_USER}) and those revoked or expired in the last 30 days, in one page.`,
      response: { 200: pageOf(AuthenticationTokenSchema) },
    },
  }, async (request) => {
    requireSession(request);
    const found = await listOwnTokens(db, userId(request));
    return { results: found.map(toDto), next_cursor: null };
  });

  app.post('/authentication-token', {
    config: { access: 'user', limits: ['api_tokens_per_user'] },
    schema: {
      tags: ['authentication-token'], summary: 'Create an API token; the answer holds its secret, once',
      description: '400 invalid_input (name, scopes, a role you do not hold, expiry); 403 partner_token_not_allowed with an API token; '
        + `422 too_many_tokens past ${MAX_LIVE_TOKENS_PER_USER} live tokens.`,
      body: CreateAuthenticationTokenBody, response: { 201: CreatedAuthenticationTokenSchema },
    },
  }, async (request, reply) => {
    requireSession(request);
    const owner = userId(request);
    const body = request.body;
    const role = (body.user_role ?? request.auth?.role ?? 'tenant') as UserRole;
    if (!mayActAs(await heldRoles(deps, owner), role)) {
      throw invalidInput({ user_role: `You do not hold the ${role} role.` });
    }
    const expiresAt = expiryOf(body);
    const id = randomUUID();
    const token = await signPartnerToken(deps.keys, { id, userId: owner, role, expiresAt });
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM users WHERE id = ${owner} FOR UPDATE`); // one count per user at a time
      if (await countLiveTokens(tx, owner) >= MAX_LIVE_TOKENS_PER_USER) {
        throw new HttpError(422, 'too_many_tokens', `You may keep at most ${MAX_LIVE_TOKENS_PER_USER} live API tokens. Revoke one first.`);
      }
      return insertToken(tx, {
        id, userId: owner, name: body.name, role, scopes: body.scopes, tokenHash: hashToken(token), hint: hintOf(token), expiresAt,
      });
    });
    return reply.status(201).send({ authentication_token: toDto(row), token });
  });

  app.post('/authentication-token/:id/rotate', {
    config: { access: 'user' },
    schema: {
      tags: ['authentication-token'], summary: 'A new secret for a token (same id, scopes and expiry); the old one stops working at once',
      description: '404 for a token that is not yours; 409 token_not_active when revoked or expired; 403 partner_token_not_allowed with an API token.',
      params: IdParams, response: { 200: CreatedAuthenticationTokenSchema },
    },
  }, async (request) => {
    requireSession(request);
    const owner = userId(request);
    return db.transaction(async (tx) => {
      const found = await findOwnToken(tx, owner, request.params.id, true);
      if (!found) throw notFound('API token');
      if (toDto(found).status !== 'active') throw new HttpError(409, 'token_not_active', 'This token was revoked or has expired: create a new one.');
      const token = await signPartnerToken(deps.keys, {
        id: found.id, userId: owner, role: found.user_role, expiresAt: new Date(found.expires_at),
      });
      const row = await rotateToken(tx, found.id, hashToken(token), hintOf(token));
      return { authentication_token: toDto(row), token };
    });
  });

  app.delete('/authentication-token/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['authentication-token'], summary: 'Revoke a token: refused from the next request on, on every instance',
      description: '404 for a token that is not yours; revoking twice is fine. 403 partner_token_not_allowed with an API token.',
      params: IdParams, response: { 204: z.null() },
    },
  }, async (request, reply) => {
    requireSession(request);
    await db.transaction(async (tx) => {
      const found = await findOwnToken(tx, userId(request), request.params.id, true);
      if (!found) throw notFound('API token');
      await revokeToken(tx, found.id);
    });
    return reply.status(204).send(null);
  });
};
