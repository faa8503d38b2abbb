import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRole } from '../../../../common/enums.js';
import { mayActAs } from '../../../auth/roles.js';
import { revokeSession, startSession } from '../../../auth/sessions.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { forbidden, HttpError, notFound } from '../../../http/errors.js';
import { DbId } from '../../../http/fields.js';
import { findUserById } from '../../auth/auth-repository.js';
import { currentImpersonation, endImpersonation, recordImpersonation } from './impersonation-repository.js';

/** An impersonation session lasts at most this long: support work, not a second account. */
export const IMPERSONATION_TTL_HOURS = 2;

const StartBody = z.object({
  user_id: DbId,
  reason: z.string({ error: 'Say why you need to act as this user.' }).trim()
    .min(10, { error: 'Give a reason of at least 10 characters.' }).max(500, { error: 'Use at most 500 characters.' }),
}).strict();

const StartResponse = z.object({
  token: z.string().describe('A session token for the user whose `act` claim names the staff member.'),
  expires_at: z.iso.datetime(),
  user_id: z.number().int(),
  user_role: z.enum(['tenant', 'manager', 'vendor']),
});

const StopResponse = z.object({
  token: z.string().describe('A fresh session token for the staff member.'),
  user_id: z.number().int(),
  user_role: z.enum(['tenant', 'manager', 'vendor']),
});

const CurrentResponse = z.object({
  impersonation: z.object({
    staff_user_id: z.number().int(),
    staff_first_name: z.string(),
    user_id: z.number().int(),
    reason: z.string(),
    started_at: z.iso.datetime(),
  }).nullable().describe('Null unless this token is an impersonation.'),
});

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** Impersonation (docs/staff.md): staff act as a user, with a reason kept and every request audited. */
export const impersonationRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['internal'];

  app.post('/internal/impersonate-user', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Start acting as a user, with a reason (staff, own session only)',
      description: 'Answers a session token for the user in their first role; its `act` claim names the staff member, and '
        + 'the staff member\'s own session ends (stopping gives a fresh one). Refused: another staff member or yourself (403), '
        + 'while already impersonating (409 already_impersonating), no such user (404). Personal actions answer 401 '
        + 'forbidden_as_impersonate_user while impersonating.',
      body: StartBody, response: { 201: StartResponse },
    },
  }, async (request, reply) => {
    const auth = request.auth!;
    if (auth.impersonatorId !== null) throw conflict('already_impersonating', 'Stop the current impersonation first.');
    const staffId = userId(request);
    const target = await findUserById(db, request.body.user_id);
    if (!target) throw notFound('user');
    if (target.id === staffId || target.isStaff) throw forbidden('Staff members cannot be impersonated.');
    const role = (target.roles[0] ?? 'tenant') as UserRole;
    const session = await db.transaction(async (tx) => {
      const started = await startSession(tx, deps.keys, Math.min(IMPERSONATION_TTL_HOURS, deps.config.sessionTtlHours), {
        userId: target.id, isStaff: false, role, impersonatorId: staffId,
      });
      await recordImpersonation(tx, {
        sessionId: started.sessionId, staffUserId: staffId, staffUserRole: auth.role ?? 'tenant', userId: target.id,
        reason: request.body.reason, ip: request.ip ?? null,
      });
      await revokeSession(tx, auth.sessionId);
      return started;
    });
    request.auditActingAs = target.id;
    request.auditSummary = `Started impersonating user #${target.id}: ${request.body.reason}`;
    return reply.status(201).send({ token: session.token, expires_at: session.expiresAt.toISOString(), user_id: target.id, user_role: role });
  });

  app.post('/internal/impersonate-user/stop', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Stop impersonating: called with the impersonation token; answers a fresh staff session token',
      description: 'Ends every session of the impersonation. 409 not_impersonating for a token without an `act` claim; '
        + '403 when the staff member is no longer staff (the impersonation still ends).',
      response: { 200: StopResponse },
    },
  }, async (request) => {
    const auth = request.auth!;
    if (auth.impersonatorId === null || auth.typ !== 'session') throw conflict('not_impersonating', 'This session is not an impersonation.');
    const staffId = auth.impersonatorId;
    const staff = await findUserById(db, staffId);
    const stillStaff = staff?.isStaff === true;
    const session = await db.transaction(async (tx) => {
      const role = (await endImpersonation(tx, staffId, userId(request))) as UserRole | null;
      if (!stillStaff || !staff) return null;
      const staffRole: UserRole = role && mayActAs(staff.roles, role) ? role : 'tenant';
      const started = await startSession(tx, deps.keys, deps.config.sessionTtlHours, { userId: staffId, isStaff: true, role: staffRole });
      return { ...started, role: staffRole };
    });
    request.auditSummary = `Stopped impersonating user #${userId(request)}`;
    if (!session) throw forbidden('You are no longer Hearth staff: sign in again.');
    return { token: session.token, user_id: staffId, user_role: session.role };
  });

  app.get('/internal/impersonate-user/current', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Whether this session is an impersonation, and by whom (the web shows a banner on every page)',
      response: { 200: CurrentResponse },
    },
  }, async (request) => {
    const auth = request.auth!;
    if (auth.impersonatorId === null) return { impersonation: null };
    const row = await currentImpersonation(db, auth.impersonatorId, userId(request));
    if (!row) return { impersonation: null };
    const { staff_user_id, staff_first_name, user_id, reason, started_at } = row;
    return { impersonation: { staff_user_id, staff_first_name, user_id, reason, started_at } };
  });
};
