import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { routeTemplate } from './personal-actions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** A line for the audit log saying what a staff action did (else method, route and status). */
    auditSummary?: string;
    /** The user a staff action was about, when the request itself is not impersonated (starting an impersonation). */
    auditActingAs?: number;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who the audit log names for this request, or null when it is not audited (docs/staff.md "Audit log"). */
export function auditedParties(request: FastifyRequest): { actor: number; actingAs: number | null } | null {
  const auth = request.auth;
  if (!auth?.userId) return null;
  // Everything done while impersonating, reads too: the staff member acts, as the user.
  if (auth.impersonatorId !== null) return { actor: auth.impersonatorId, actingAs: auth.userId };
  // Every write by a staff member's own session.
  if (auth.isStaff && auth.typ === 'session' && !READS.has(request.method)) return { actor: auth.userId, actingAs: request.auditActingAs ?? null };
  return null;
}

/**
 * Appends one audit_log_entries row per audited request. It is written in onSend,
 * before the answer leaves, so whatever a caller saw done is already on the log.
 */
export function registerAuditLog(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const parties = auditedParties(request);
    if (!parties) return payload;
    const route = routeTemplate(request) || '(no route)';
    const status = reply.statusCode;
    const summary = request.auditSummary ?? `${request.method} ${route} → ${status}`;
    try {
      await deps.database.db.execute(sql`INSERT INTO audit_log_entries
        (actor_user_id, acting_as_user_id, method, route, path, status, request_id, ip, summary)
        VALUES (${parties.actor}, ${parties.actingAs}, ${request.method}, ${route}, ${request.url.split('?')[0]!.slice(0, 2000)},
          ${status}, ${String(request.id)}, ${request.ip ?? null}, ${summary.slice(0, 1000)})`);
    } catch (err) {
      request.log.error({ err }, 'could not write the audit log entry');
    }
    return payload;
  });
}
