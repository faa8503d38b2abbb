import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRole } from '../../common/enums.js';
import type { ApiTokenScope } from '../../common/api-token-scopes.js';
import { authenticatePartner } from '../auth/partner-authentication.js';
import { findSessionRecord, unbackedClaim } from '../auth/sessions.js';
import { verifyToken, type TokenType } from '../auth/tokens.js';
import type { AppDeps } from '../deps.js';
import { forbidden, HttpError, unauthenticated } from './errors.js';
import { registerScopes } from './scopes.js';
import { refuseWhileActingForSomeone } from './personal-actions.js';

/**
 * Who may call a route. Every route declares one in `config.access`; the api
 * refuses to start when a route does not.
 * - public: anyone, no token needed
 * - guest: any valid token (a guest's or a user's)
 * - user: a signed-in user, any role
 * - tenant | manager | vendor: a signed-in user acting in that role
 * - staff: a signed-in staff member
 * - system: another Hearth service, no token; the route itself checks a
 *   `Hearth-Signature` made with WEBHOOK_SHARED_SECRET over the raw body
 */
export type Access = 'public' | 'guest' | 'user' | UserRole | 'staff' | 'system';

export interface Auth {
  sessionId: string;
  typ: TokenType;
  userId: number | null;
  role: UserRole | null;
  isStaff: boolean;
  impersonatorId: number | null;
  /** A partner API token's scopes (api/http/scopes.ts); null for sessions, which scopes do not limit. */
  scopes?: readonly ApiTokenScope[] | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: Auth | null;
    currentWebsitePage?: string;
  }
}

/** The signed-in user's id; routes with access `user` or a role may rely on it. */
export function userId(request: FastifyRequest): number {
  if (!request.auth?.userId) throw unauthenticated();
  return request.auth.userId;
}

const invalidToken = (message: string) => new HttpError(401, 'invalid_token', message);

async function authenticate(deps: AppDeps, header: string | undefined): Promise<Auth | null> {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthenticated('The Authorization header must be "Bearer <token>".');
  let claims;
  try {
    claims = await verifyToken(deps.keys, token);
  } catch {
    throw invalidToken('Your session has expired or is not valid. Sign in again.');
  }
  if (claims.typ === 'guest') {
    return { sessionId: claims.sid, typ: 'guest', userId: null, role: null, isStaff: false, impersonatorId: null };
  }
  if (claims.typ === 'partner') return authenticatePartner(deps, claims, token);
  // Signed-in sessions can be revoked (logout), roles and staff status withdrawn,
  // so the database, not the token, has the last word on each claim.
  const row = await findSessionRecord(deps.database.db, claims.sid);
  if (!row || row.revokedAt || row.expiresAt < new Date()) throw invalidToken('Your session has ended. Sign in again.');
  if (unbackedClaim(claims, row)) throw invalidToken('Your session is not valid. Sign in again.');
  return {
    sessionId: claims.sid,
    typ: claims.typ,
    userId: row.userId,
    role: (row.userRole as UserRole | null) ?? null,
    isStaff: row.isStaff === true,
    impersonatorId: row.impersonatorUserId,
  };
}

function enforce(access: Access, auth: Auth | null): void {
  if (access === 'public' || access === 'system') return;
  if (!auth) throw unauthenticated();
  if (access === 'guest') return;
  if (!auth.userId) throw unauthenticated('Sign in to continue.');
  if (access === 'user') return;
  if (access === 'staff') {
    // A staff member's API token is still not staff: staff powers need a signed-in session.
    if (!auth.isStaff || auth.typ !== 'session') throw forbidden('Only Hearth staff may do this.');
    return;
  }
  if (auth.role !== access) throw forbidden(`Switch to your ${access} role to do this.`);
}

export function registerAccessControl(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.access && !route.url.startsWith('/documentation')) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // 404 handler
    // A system caller proves itself by the body's signature, checked by the route.
    if (access === 'system') return;
    const header = request.headers.authorization;
    // A stale token must not stop someone from signing in again on a public route.
    request.auth = access === 'public' ? await authenticate(deps, header).catch(() => null) : await authenticate(deps, header);
    enforce(access, request.auth);
    refuseWhileActingForSomeone(request);
  });
  registerScopes(app);
  // Every web call carries currentWebsitePage (spec §7); keep it for the log, out of validation.
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query.currentWebsitePage === 'string') {
      request.currentWebsitePage = query.currentWebsitePage;
      delete query.currentWebsitePage;
    }
  });
}
