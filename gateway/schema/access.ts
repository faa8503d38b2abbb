import {
  defaultFieldResolver, getNamedType, isNonNullType, isObjectType, GraphQLBoolean, GraphQLError,
  type GraphQLField, type GraphQLFieldResolver, type GraphQLSchema,
} from 'graphql';
import type { GatewayContext } from '../context.js';
import type { ViewerSession } from '../session.js';
import { unauthenticatedError } from '../v20/errors.js';
import { userError } from './payload.js';

export type AccessLevel = 'ANYONE' | 'GUEST' | 'USER' | 'TENANT' | 'MANAGER' | 'VENDOR' | 'STAFF';
const ROLE_OF: Partial<Record<AccessLevel, string>> = { TENANT: 'tenant', MANAGER: 'manager', VENDOR: 'vendor' };

/** The level a root field declares with `@access(level: ...)`, read from its SDL. */
export function accessLevelOf(field: GraphQLField<unknown, unknown>): AccessLevel | undefined {
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'access');
  const arg = directive?.arguments?.find((a) => a.name.value === 'level');
  return arg?.value.kind === 'EnumValue' ? (arg.value.value as AccessLevel) : undefined;
}

/**
 * Why this session may not use a field of this level, or null when it may. The
 * api enforces the same rules again: this answers early, without a REST call,
 * and makes the rule visible in the contract.
 */
export function refusal(level: AccessLevel, session: ViewerSession): GraphQLError | null {
  if (level === 'ANYONE') return null;
  if (session.tokenProblem) return session.tokenProblem;
  if (!session.token) return unauthenticatedError('Start a guest session or sign in.', 'unauthenticated');
  if (level === 'GUEST') return null;
  if (session.isGuest) return unauthenticatedError('Sign in to continue.', 'unauthenticated');
  if (level === 'USER') return null;
  if (level === 'STAFF' ? session.isStaff : session.role === ROLE_OF[level]) return null;
  const message = level === 'STAFF' ? 'Only Hearth staff may do this.' : `Switch to your ${ROLE_OF[level]} role to do this.`;
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', v20Code: 'forbidden' } });
}

const THE_VIEWER = Symbol('viewer');

/**
 * Mutations answer expected failures as data: a payload whose userErrors say why,
 * every other field null (or false for a required flag such as `ok`, or the caller for `viewer`). Null when
 * the field does not return a payload.
 */
function refusedPayloadShape(field: GraphQLField<unknown, unknown>): Record<string, unknown> | null {
  const type = getNamedType(field.type);
  if (!isObjectType(type) || !('userErrors' in type.getFields())) return null;
  const shape: Record<string, unknown> = {};
  for (const f of Object.values(type.getFields())) {
    if (f.name === 'userErrors') continue;
    if (!isNonNullType(f.type)) shape[f.name] = null;
    else if (f.type.ofType === GraphQLBoolean) shape[f.name] = false;
    // A payload's `viewer: Viewer!` is the refused caller, as they are.
    else if (getNamedType(f.type).name === 'Viewer') shape[f.name] = THE_VIEWER;
    else throw new Error(`${type.name}.${f.name} must be nullable (or a Boolean flag) so a refusal can be a payload`);
  }
  return shape;
}

function guarded(field: GraphQLField<unknown, unknown>, level: AccessLevel): GraphQLFieldResolver<unknown, GatewayContext> {
  const resolve = field.resolve ?? defaultFieldResolver;
  const payloadShape = refusedPayloadShape(field);
  return (parent, args, ctx, info) => {
    const refused = refusal(level, ctx.session);
    if (!refused) return resolve(parent, args, ctx, info);
    // A bad token is thrown even from mutations: the web signs the user out on it.
    if (payloadShape && refused !== ctx.session.tokenProblem) {
      const payload = Object.fromEntries(Object.entries(payloadShape).map(([k, v]) => [k, v === THE_VIEWER ? ctx.session : v]));
      return { ...payload, userErrors: [userError(String(refused.extensions.v20Code), refused.message)] };
    }
    throw refused;
  };
}

/**
 * A subscription's `subscribe` runs once, when the client subscribes: refused
 * there, nothing is ever listened to. (Its `resolve`, run per event, keeps the
 * same check as every root field.)
 */
function guardedSubscribe(field: GraphQLField<unknown, unknown>, level: AccessLevel): GraphQLFieldResolver<unknown, GatewayContext> | undefined {
  const subscribe = field.subscribe;
  if (!subscribe) return undefined;
  return (parent, args, ctx, info) => {
    const refused = refusal(level, ctx.session);
    if (refused) throw refused;
    return subscribe(parent, args, ctx, info);
  };
}

/**
 * Wraps every root field with the check its `@access` declares (for
 * subscriptions, both `subscribe` and `resolve`). A root field
 * without a declaration is a mistake: the gateway refuses to start.
 */
export function enforceAccess(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const level = accessLevelOf(field);
      if (!level) throw new Error(`${root.name}.${field.name} does not declare @access(level: ...)`);
      field.resolve = guarded(field, level) as GraphQLFieldResolver<unknown, unknown>;
      if (root === schema.getSubscriptionType()) field.subscribe = guardedSubscribe(field, level) as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  return schema;
}
