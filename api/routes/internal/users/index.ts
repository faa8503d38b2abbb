import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { invalidInput, notFound } from '../../../http/errors.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { MANAGER_ONBOARDING_STEPS } from '../../me/profile-schemas.js';
import { StaffUserDetail } from './staff-user-dto.js';
import { loadStaffUserPage } from './staff-user-page.js';
import { findStaffUser, updateStaffUser } from './staff-users-repository.js';

const PatchBody = z.object({
  blocked_from_creating_lifecycles: z.boolean({ error: 'Use true or false.' }).optional(),
  manager_onboarding_demo_call_status: z.enum(MANAGER_ONBOARDING_STEPS, { error: 'Use demo_call_needed, demo_call_completed or demo_call_skipped.' }).optional(),
}).strict();

/** GET and PATCH /internal/users/{id}: one user's page for staff, blocking and the demo call (spec §7 Internal). */
export const internalUserRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['internal'];

  app.get('/internal/users/:id', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'One user with their roles, homes, applications, invoices, tickets and cases (staff)',
      description: 'Each list holds the 20 most recent. staff_access lists impersonations of this user.',
      params: IdPathParams, response: { 200: StaffUserDetail },
    },
  }, async (request) => {
    const page = await loadStaffUserPage(db, request.params.id);
    if (!page) throw notFound('user');
    return page;
  });

  app.patch('/internal/users/:id', {
    config: { access: 'staff' },
    schema: {
      tags, summary: 'Block or unblock a user from creating lifecycles; set the manager onboarding demo call status (staff)',
      description: 'A blocked user\'s next application is refused with 403 blocked_from_creating_lifecycles; blocking again keeps '
        + 'the time it first took effect. Give at least one field.',
      params: IdPathParams, body: PatchBody, response: { 200: StaffUserDetail },
    },
  }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    if (body.blocked_from_creating_lifecycles === undefined && body.manager_onboarding_demo_call_status === undefined) {
      throw invalidInput({ _: 'Give blocked_from_creating_lifecycles or manager_onboarding_demo_call_status.' });
    }
    if (!(await findStaffUser(db, id))) throw notFound('user');
    await updateStaffUser(db, id, { blocked: body.blocked_from_creating_lifecycles, demoCallStatus: body.manager_onboarding_demo_call_status });
    request.auditSummary = [
      body.blocked_from_creating_lifecycles === undefined ? null
        : `${body.blocked_from_creating_lifecycles ? 'Blocked' : 'Unblocked'} user #${id} from creating lifecycles`,
      body.manager_onboarding_demo_call_status === undefined ? null
        : `Set user #${id}'s demo call status to ${body.manager_onboarding_demo_call_status}`,
    ].filter(Boolean).join('; ');
    return (await loadStaffUserPage(db, id))!;
  });
};
