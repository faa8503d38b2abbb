import { decodeJwt } from 'jose';
import type { MutationResolvers, QueryResolvers, ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import { isRestId } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { ViewerSession } from '../../../session.js';
import type { Page } from '../../../v20/dto.js';
import { badUserInput, V20Error } from '../../../v20/errors.js';
import type { AccountAccessDto, AuditLogEntryDto, ImpersonationDto, StaffUserDto, StaffUserPageDto } from '../dto.js';

const restIdOrFail = (value: string | null | undefined, field: string): number | undefined => {
  if (value === null || value === undefined) return undefined;
  if (!isRestId(value)) throw badUserInput('Give a user id (the REST databaseId).', field);
  return Number(value);
};

export const staffUsers: NonNullable<QueryResolvers['staffUsers']> = async (_p, { search, first, after }, ctx) => {
  const request = pageRequest(first, after);
  const page = await ctx.v20.get<Page<StaffUserDto>>('/users', {
    query: { search: search?.trim() || undefined, limit: request.limit, cursor: request.cursor ?? undefined },
  });
  return connectionFrom(page, request);
};

export const staffUser: NonNullable<QueryResolvers['staffUser']> = async (_p, { databaseId }, ctx) => {
  if (!isRestId(databaseId)) return null;
  try {
    return await ctx.v20.get<StaffUserPageDto>(`/internal/users/${databaseId}`);
  } catch (err) {
    if (err instanceof V20Error && err.status === 404) return null;
    throw err;
  }
};

export const auditLog: NonNullable<QueryResolvers['auditLog']> = async (_p, { filter, first, after }, ctx) => {
  const request = pageRequest(first, after);
  const page = await ctx.v20.get<Page<AuditLogEntryDto>>('/internal/audit', {
    query: {
      actor: restIdOrFail(filter?.actorId, 'actorId'), acting_as: restIdOrFail(filter?.actingAsId, 'actingAsId'),
      from: filter?.from ?? undefined, to: filter?.to ?? undefined, limit: request.limit, cursor: request.cursor ?? undefined,
    },
  });
  return connectionFrom(page, request);
};

const badUser = (field = 'userId') => [userError('not_found', 'Name the user by their id.', field)];
const USER_MAPPING = { fieldForCode: { not_found: 'userId', forbidden: 'userId' } };

export const startImpersonation: NonNullable<MutationResolvers['startImpersonation']> = async (_p, { input }, ctx) => {
  if (!isRestId(input.userId)) return { token: null, userRole: null, userId: null, userErrors: badUser() };
  try {
    return await payloadOf(async () => {
      const started = await ctx.v20.post<{ token: string; user_id: number; user_role: 'tenant' | 'manager' | 'vendor' }>('/internal/impersonate-user', {
        body: { user_id: Number(input.userId), reason: input.reason },
      });
      return { token: started.token, userRole: started.user_role, userId: String(started.user_id) };
    }, { token: null, userRole: null, userId: null }, USER_MAPPING);
  } catch (err) {
    // "Staff members cannot be impersonated" is the form's answer, not a reason to leave the page.
    if (err instanceof V20Error && err.status === 403 && err.code === 'forbidden') {
      return { token: null, userRole: null, userId: null, userErrors: [userError('forbidden', err.message, 'userId')] };
    }
    throw err;
  }
};

export const stopImpersonation: NonNullable<MutationResolvers['stopImpersonation']> = (_p, _a, ctx) =>
  payloadOf(async () => {
    const stopped = await ctx.v20.post<{ token: string; user_id: number }>('/internal/impersonate-user/stop');
    return { token: stopped.token, userId: String(stopped.user_id), impersonatedUserId: ctx.session.userId };
  }, { token: null, userId: null, impersonatedUserId: null });

async function changeUser(ctx: GatewayContext, userId: string, body: Record<string, unknown>) {
  if (!isRestId(userId)) return { userPage: null, userErrors: badUser() };
  return payloadOf(async () => ({ userPage: await ctx.v20.patch<StaffUserPageDto>(`/internal/users/${userId}`, { body }) }),
    { userPage: null }, USER_MAPPING);
}

export const setUserLifecycleBlock: NonNullable<MutationResolvers['setUserLifecycleBlock']> = (_p, { input }, ctx) =>
  changeUser(ctx, input.userId, { blocked_from_creating_lifecycles: input.blocked });

export const setManagerDemoCallStatus: NonNullable<MutationResolvers['setManagerDemoCallStatus']> = (_p, { input }, ctx) =>
  changeUser(ctx, input.userId, { manager_onboarding_demo_call_status: input.status });

/** Whether the (already verified) token carries an `act` claim: only then is there an impersonator to ask about. */
function isImpersonation(s: ViewerSession): boolean {
  if (s.isGuest || !s.token) return false;
  try {
    return decodeJwt(s.token).act !== undefined;
  } catch {
    return false;
  }
}

export const Viewer: Pick<ViewerResolvers, 'impersonator' | 'accountAccess'> = {
  impersonator: async (s, _a, ctx) => {
    if (!isImpersonation(s)) return null;
    const current = await ctx.v20.get<{ impersonation: ImpersonationDto | null }>('/internal/impersonate-user/current');
    return current.impersonation;
  },
  accountAccess: async (s, _a, ctx) => {
    if (s.isGuest) return [];
    return (await ctx.v20.get<{ results: AccountAccessDto[] }>('/me/account-access')).results;
  },
};
